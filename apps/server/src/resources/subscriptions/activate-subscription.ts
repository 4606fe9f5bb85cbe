import { SUBSCRIPTION_MONTHS } from '@webku/contract';
import { eq, type invoices, subscriptions, type Tx } from '@webku/db';
import { enqueueDnsCheck } from '../../jobs/check-dns.job';
import { recordContentChange } from '../../site-content/content-changes';
import { ownedBy } from '../../site-content/tenant-store';
import { domainHolder, releaseDomainClaims } from '../../subscriptions/domain-ownership';
import { proofColumnsFor } from '../../subscriptions/domain-proof';
import { findPlan } from '../plans/plans.service';
import { startDomainRegistration } from './domain-registration';
import { addMonths } from './invoice-number';

type InvoiceRow = typeof invoices.$inferSelect;

// A paid invoice: twelve months from the payment, or twelve more on top of a running subscription.
// A new domain starts unpointed and gets a DNS check; the same domain keeps its state. Called once
// per invoice: applyPaymentEvent moves an invoice to paid only once.
export async function activateSubscription(
  tx: Tx,
  { invoice, paidAt }: { invoice: InvoiceRow; paidAt: Date },
) {
  const plan = await findPlan(tx, invoice.plan_id);
  const [current] = await tx
    .select()
    .from(subscriptions)
    .where(ownedBy(subscriptions, invoice.company_id))
    .for('update');
  const running = current?.status === 'active' && current.valid_until && current.valid_until > paidAt;
  const validFrom = running ? (current.valid_from ?? paidAt) : paidAt;
  const validUntil = addMonths(running ? current.valid_until! : paidAt, SUBSCRIPTION_MONTHS);

  // A running subscription keeps its domain: invoices for another one are refused, and one that
  // slipped through (created before that rule) still only extends the hosting, never moves the site.
  const keepsDomain = running && !!current.domain_url;
  const isDomain = plan?.is_include_domain ?? true;
  const domain =
    keepsDomain || (await isHeldByOther(tx, invoice, isDomain, paidAt))
      ? (current?.domain_url ?? null)
      : invoice.domain_url;
  const sameDomain = !!current?.domain_url && current.domain_url.toLowerCase() === domain?.toLowerCase();
  const isDnsPointed = sameDomain ? current.is_dns_pointed : false;
  const values = {
    plan_id: invoice.plan_id,
    invoice_id: invoice.id,
    status: 'active',
    domain_url: domain,
    is_hosting: plan?.is_include_hosting ?? true,
    is_domain: isDomain,
    is_dns_pointed: isDnsPointed,
    ...proofColumnsFor(current, { domain, isDomain, now: paidAt }),
    ...(sameDomain ? {} : { dns_check: null }),
    valid_from: validFrom,
    valid_until: validUntil,
  };
  if (current) await tx.update(subscriptions).set(values).where(eq(subscriptions.id, current.id));
  else await tx.insert(subscriptions).values({ ...values, company_id: invoice.company_id });
  // The domain a plan includes is registered (or renewed) at the registrar by a job; the DNS check
  // waits for it. A pointed domain is queued too: its check keeps running daily.
  if (domain && plan?.is_include_domain && domain === invoice.domain_url) {
    await startDomainRegistration(tx, { companyId: invoice.company_id, invoiceId: invoice.id, domain });
  }
  if (domain) await enqueueDnsCheck(tx, { companyId: invoice.company_id, domain });
  // Which host serves the site may have changed: every instance drops its look-ups at commit.
  await recordContentChange(tx, invoice.company_id);
  return { domain, validUntil, isDnsPointed };
}

// Invoice creation reserves a name to register, so another holder only happens after a race; the
// payment still extends the hosting, on the domain the company had. A name the owner brings is only
// claimed by the payment (several companies may wait for their proof side by side), unless someone
// already proved it.
async function isHeldByOther(tx: Tx, invoice: InvoiceRow, isDomain: boolean, now: Date): Promise<boolean> {
  const domain = invoice.domain_url.toLowerCase();
  if (isDomain) await releaseDomainClaims(tx, { companyId: invoice.company_id, domain, now });
  const holder = await domainHolder(tx, { companyId: invoice.company_id, domain, invoiceTtlMs: 0, now });
  return holder === 'other';
}

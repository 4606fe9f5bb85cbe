import { companies, type Db, eq, invoices, isUniqueViolation, sql, subscriptions, type Tx } from '@webku/db';
import { ConflictError } from '../../errors';
import { ownedBy } from '../../site-content/tenant-store';
import { domainHolder, releaseDomainClaims } from '../../subscriptions/domain-ownership';
import { finalPrice, type PlanRow } from '../plans/plans.service';
import { assertDomainAllowed } from './domain-lock';
import { type CreateInvoiceInput, INVOICE_MESSAGES } from './invoice-input';
import { formatInvoiceNumber } from './invoice-number';

// The invoice row and, for a company not yet hosting, a pending subscription holding the domain.
export async function reserveInvoice(
  db: Db,
  {
    provider,
    input,
    plan,
    ttlMs,
  }: { provider: string; input: CreateInvoiceInput; plan: PlanRow; ttlMs: number },
) {
  try {
    return await db.transaction(async (tx) => {
      // One checkout at a time per company, so two tabs cannot start invoices for two domains.
      await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, input.companyId))
        .for('update');
      // And one at a time per domain: two companies asking for one name at the same moment would both
      // find it free, and the later one would release the earlier one's fresh reservation as unpaid.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(lower(${input.domain})))`);
      await assertDomainAllowed(tx, {
        companyId: input.companyId,
        domain: input.domain,
        invoiceTtlMs: ttlMs,
      });
      const holder = await domainHolder(tx, {
        companyId: input.companyId,
        domain: input.domain,
        invoiceTtlMs: ttlMs,
      });
      if (holder === 'other') throw new ConflictError(INVOICE_MESSAGES.domainUsed);
      // A name to register is ours alone from the invoice on (unpaid ones for it have lapsed). A name the
      // owner brings is only claimed: the claims of others stay until one of them proves it.
      if (plan.is_include_domain) await releaseDomainClaims(tx, input);
      const invoice = await insertInvoice(tx, provider, input, plan);
      await holdDomain(tx, input, plan, invoice.id);
      return invoice;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(INVOICE_MESSAGES.domainUsed);
    throw error;
  }
}

async function insertInvoice(tx: Tx, provider: string, input: CreateInvoiceInput, plan: PlanRow) {
  // The number carries the id, so the id is taken from the sequence first.
  const result = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('invoices', 'id'))::int as id`,
  );
  const id = Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
  const [row] = await tx
    .insert(invoices)
    .values({
      id,
      company_id: input.companyId,
      plan_id: plan.id,
      invoice_number: formatInvoiceNumber(id, new Date()),
      domain_url: input.domain,
      grand_total: finalPrice(plan),
      status: 'pending',
      provider,
    })
    .returning();
  return row!;
}

async function holdDomain(tx: Tx, input: CreateInvoiceInput, plan: PlanRow, invoiceId: number) {
  const [current] = await tx
    .select({ id: subscriptions.id, status: subscriptions.status })
    .from(subscriptions)
    .where(ownedBy(subscriptions, input.companyId))
    .for('update');
  const pending = {
    plan_id: plan.id,
    invoice_id: invoiceId,
    domain_url: input.domain,
    is_hosting: plan.is_include_hosting,
    is_domain: plan.is_include_domain,
    // Proven only once paid for, by the DNS check.
    domain_token: null,
    domain_token_expires_at: null,
    domain_verified_at: null,
    dns_check: null,
  };
  if (!current) {
    await tx.insert(subscriptions).values({ ...pending, company_id: input.companyId, status: 'pending' });
  } else if (current.status === 'pending') {
    await tx.update(subscriptions).set(pending).where(eq(subscriptions.id, current.id));
  }
}

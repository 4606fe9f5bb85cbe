import { domainPurposeOf, normalizeDomainFor, SUBSCRIPTION_MONTHS } from '@webku/contract';
import { and, type Db, desc, eq, invoices, sql, subscriptions } from '@webku/db';
import type { Logger } from 'pino';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { DomainProvider } from '../../providers/domains/index';
import type { PaymentProvider } from '../../providers/payment/index';
import { ownedBy } from '../../site-content/tenant-store';
import { domainHolder } from '../../subscriptions/domain-ownership';
import { finalPrice, findPlan, type PlanRow } from '../plans/plans.service';
import { assertDomainAllowed } from './domain-lock';
import { type CreateInvoiceInput, INVOICE_MESSAGES } from './invoice-input';
import { reserveInvoice } from './reserve-invoice';

export type CreateInvoiceDeps = {
  db: Db;
  payment: PaymentProvider | null;
  domains: DomainProvider;
  // False when no registrar is configured: plans that include a domain cannot be sold.
  canRegister: boolean;
  publicBaseUrl: string;
  invoiceDurationSeconds: number;
  log: Logger;
};

// 'Checkout Sekarang': one invoice for a year of the plan, at its final price, at the gateway.
// Clicking twice returns the invoice still waiting for payment instead of opening another.
export async function createInvoice(
  deps: CreateInvoiceDeps,
  request: CreateInvoiceInput,
): Promise<{ id: number; payment_url: string; reused: boolean }> {
  const { db, payment } = deps;
  if (!payment) throw new AppError('unavailable', INVOICE_MESSAGES.paymentsOff);
  const plan = await findPlan(db, request.planId);
  if (!plan) throw new NotFoundError(INVOICE_MESSAGES.planNotFound);
  if (!plan.is_active) throw new ConflictError(INVOICE_MESSAGES.planInactive);
  const purpose = domainPurposeOf(plan);
  if (purpose === 'register' && !deps.canRegister)
    throw new AppError('unavailable', INVOICE_MESSAGES.registrationOff);
  // The name's rule follows the plan: a .com to register, or any name the owner already holds.
  const parsed = normalizeDomainFor(purpose, request.domain);
  if (!parsed.ok) throw new ValidationError(parsed.message);
  const input = { ...request, domain: parsed.domain };
  const ttlMs = deps.invoiceDurationSeconds * 1000;

  const waiting = await findPayableInvoice(db, input, plan, ttlMs);
  if (waiting) return { id: waiting.id, payment_url: waiting.payment_url, reused: true };
  await assertDomainAllowed(db, { companyId: input.companyId, domain: input.domain, invoiceTtlMs: ttlMs });
  await assertSameKind(db, { companyId: input.companyId, plan });

  const holder = await domainHolder(db, {
    companyId: input.companyId,
    domain: input.domain,
    invoiceTtlMs: ttlMs,
  });
  if (holder === 'other') throw new ConflictError(INVOICE_MESSAGES.domainUsed);
  // Renewing keeps one's own (by now registered) domain; a new name must still be free at the registry.
  // The owner's own domain (hosting only) is registered already, by them.
  if (purpose === 'register' && holder === 'none' && !(await isRegistrable(deps, input.domain))) {
    throw new ConflictError(INVOICE_MESSAGES.domainRegistered);
  }

  const invoice = await reserveInvoice(deps.db, { provider: payment.name, input, plan, ttlMs });
  try {
    const gateway = await payment.createInvoice({
      externalId: invoice.invoice_number,
      amount: invoice.grand_total,
      payerEmail: input.payerEmail,
      description:
        purpose === 'register'
          ? `Webku ${plan.name}: hosting dan domain ${input.domain}, ${SUBSCRIPTION_MONTHS} bulan`
          : `Webku ${plan.name}: hosting untuk domain ${input.domain}, ${SUBSCRIPTION_MONTHS} bulan`,
      durationSeconds: deps.invoiceDurationSeconds,
      successRedirectUrl: `${deps.publicBaseUrl}/${input.companySlug}/admin/subscriptions/invoices/${invoice.id}/status`,
      failureRedirectUrl: `${deps.publicBaseUrl}/${input.companySlug}/admin/subscription-plans`,
    });
    await db
      .update(invoices)
      .set({ provider_invoice_id: gateway.providerInvoiceId, payment_url: gateway.paymentUrl })
      .where(eq(invoices.id, invoice.id));
    return { id: invoice.id, payment_url: gateway.paymentUrl, reused: false };
  } catch (error) {
    deps.log.error({ err: error, invoiceId: invoice.id }, 'payment gateway refused the invoice');
    await db.update(invoices).set({ status: 'failed' }).where(eq(invoices.id, invoice.id));
    throw new AppError('provider-failed', INVOICE_MESSAGES.gatewayFailed);
  }
}

async function isRegistrable(deps: CreateInvoiceDeps, domain: string): Promise<boolean> {
  try {
    return await deps.domains.isAvailable(domain);
  } catch (error) {
    throw new AppError('provider-failed', `Gagal mengecek domain: ${(error as Error).message}`);
  }
}

async function findPayableInvoice(db: Db, input: CreateInvoiceInput, plan: PlanRow, ttlMs: number) {
  const [row] = await db
    .select({ id: invoices.id, payment_url: invoices.payment_url, grand_total: invoices.grand_total })
    .from(invoices)
    .where(
      and(
        ownedBy(invoices, input.companyId),
        eq(invoices.plan_id, plan.id),
        eq(invoices.domain_url, input.domain),
        eq(invoices.status, 'pending'),
        sql`${invoices.created_at} > ${new Date(Date.now() - ttlMs + 60_000)}`,
      ),
    )
    .orderBy(desc(invoices.id))
    .limit(1);
  if (!row?.payment_url || row.grand_total !== finalPrice(plan)) return null;
  return { id: row.id, payment_url: row.payment_url };
}

// A running subscription is extended with a plan of its own kind: a plan with a domain would try to
// register an owner's own name (someone else's at the registry), and hosting alone would stop renewing
// the name we registered.
async function assertSameKind(db: Db, { companyId, plan }: { companyId: number; plan: PlanRow }) {
  const [current] = await db
    .select({
      status: subscriptions.status,
      validUntil: subscriptions.valid_until,
      isDomain: subscriptions.is_domain,
    })
    .from(subscriptions)
    .where(ownedBy(subscriptions, companyId));
  const isRunning = current?.status === 'active' && !!current.validUntil && current.validUntil > new Date();
  if (isRunning && current.isDomain !== plan.is_include_domain) {
    throw new ConflictError(current.isDomain ? INVOICE_MESSAGES.keepRegistered : INVOICE_MESSAGES.keepOwn);
  }
}

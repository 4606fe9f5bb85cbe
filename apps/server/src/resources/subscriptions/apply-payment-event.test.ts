import { eq, invoices } from '@webku/db';
import { describe, expect, it } from 'vitest';
import {
  invoiceOfNewCompany,
  useDbWithPlan,
} from '../../../../../tests/support/server/subscription-fixtures';
import type { PaymentEvent } from '../../providers/payment/index';
import { applyPaymentEvent } from './apply-payment-event';

const fixture = useDbWithPlan();

const TOTAL = 399_000;
let counter = 0;

// A pending invoice of a fresh company; `providerId` null is an invoice whose creation at the gateway
// seemed to fail, so its id was never stored.
function pendingInvoice(providerId: string | null = `xnd-${counter + 1}`) {
  counter += 1;
  return invoiceOfNewCompany(fixture, {
    invoice_number: `INV/2026/11/${String(counter).padStart(6, '0')}`,
    domain_url: `toko${counter}.com`,
    grand_total: TOTAL,
    provider_invoice_id: providerId,
  });
}

const event = (invoice: typeof invoices.$inferSelect, over: Partial<PaymentEvent> = {}): PaymentEvent => ({
  eventId: `${invoice.invoice_number}:PAID`,
  providerInvoiceId: invoice.provider_invoice_id ?? 'xnd-baru',
  externalId: invoice.invoice_number,
  status: 'PAID',
  amount: TOTAL,
  paidAmount: TOTAL,
  currency: 'IDR',
  paidAt: new Date('2026-11-20T03:04:05.000Z'),
  raw: {},
  ...over,
});

const apply = (e: PaymentEvent) =>
  applyPaymentEvent(fixture.db, { provider: 'xendit', event: e, source: 'callback' });

const rowOf = async (id: number) => (await fixture.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

describe('applying a payment event', () => {
  it('reports an invoice it never issued as unknown, activating nothing', async () => {
    const invoice = await pendingInvoice();
    expect(await apply(event(invoice, { externalId: 'INV/2026/11/999999' }))).toEqual({
      outcome: 'unknown_invoice',
      invoiceId: null,
      companyId: null,
      status: null,
      activated: false,
    });
  });

  it("stores when it was paid and the gateway's id of an invoice whose creation seemed to fail", async () => {
    const invoice = await pendingInvoice(null);
    const paid = event(invoice, { providerInvoiceId: 'xnd-ditemukan' });
    expect(await apply(paid)).toEqual({
      outcome: 'applied',
      invoiceId: invoice.id,
      companyId: invoice.company_id,
      status: 'paid',
      activated: true,
    });
    expect(await rowOf(invoice.id)).toMatchObject({
      status: 'paid',
      paid_at: paid.paidAt,
      provider_invoice_id: 'xnd-ditemukan',
    });
    // The same notification again activates nothing more.
    expect(await apply(paid)).toEqual({
      outcome: 'duplicate',
      invoiceId: invoice.id,
      companyId: invoice.company_id,
      status: 'paid',
      activated: false,
    });
  });

  it('expires an unpaid invoice without giving it a payment time', async () => {
    const invoice = await pendingInvoice();
    const expired = event(invoice, { eventId: 'exp', status: 'EXPIRED', paidAt: null, paidAmount: null });
    expect(await apply(expired)).toMatchObject({ outcome: 'applied', status: 'expired', activated: false });
    expect(await rowOf(invoice.id)).toMatchObject({ status: 'expired', paid_at: null });
  });

  it('refuses an event whose invoice amount differs, even when the paid amount matches', async () => {
    const invoice = await pendingInvoice();
    expect(await apply(event(invoice, { amount: 1_000 }))).toMatchObject({
      outcome: 'amount_mismatch',
      status: 'pending',
      activated: false,
    });
    expect((await rowOf(invoice.id)).status).toBe('pending');
  });

  it('keeps only the latest fifty events with the invoice', async () => {
    const invoice = await pendingInvoice();
    for (let i = 0; i < 55; i += 1) {
      const outcome = await apply(event(invoice, { eventId: `tunggu-${i}`, status: 'PENDING' }));
      expect(outcome.outcome).toBe('ignored');
    }
    const ids = (await rowOf(invoice.id)).callbacks.map((c) => (c as { event_id: string }).event_id);
    expect(ids).toHaveLength(50);
    expect([ids[0], ids.at(-1)]).toEqual(['tunggu-5', 'tunggu-54']);
  });
});

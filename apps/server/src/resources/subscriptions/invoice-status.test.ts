import { eq, invoices } from '@webku/db';
import type { Logger } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  invoiceOfNewCompany,
  useDbWithPlan,
} from '../../../../../tests/support/server/subscription-fixtures';
import type { GatewayInvoice, GatewayStatus, PaymentProvider } from '../../providers/payment/index';
import { InvoiceStatusChecker, toInvoiceView } from './invoice-status.service';

const fixture = useDbWithPlan();
const TOTAL = 399_000;
const TTL_MS = 24 * 3_600_000;
let counter = 0;

const invoiceOf = (over: Partial<typeof invoices.$inferInsert> = {}) => {
  counter += 1;
  return invoiceOfNewCompany(fixture, {
    invoice_number: `INV/2026/11/C${String(counter).padStart(5, '0')}`,
    domain_url: `cek${counter}.com`,
    grand_total: TOTAL,
    provider_invoice_id: `xnd-cek-${counter}`,
    ...over,
  });
};

// A gateway that answers every look-up with `status` (or fails) and counts the look-ups.
function gateway(status: GatewayStatus | Error, name = 'xendit') {
  const asked: string[] = [];
  const provider = {
    name,
    getInvoice: async (id: string): Promise<GatewayInvoice> => {
      asked.push(id);
      if (status instanceof Error) throw status;
      return {
        providerInvoiceId: id,
        externalId: `INV/2026/11/C${id.split('-').at(-1)!.padStart(5, '0')}`,
        status,
        amount: TOTAL,
        paidAmount: status === 'PAID' ? TOTAL : null,
        paymentUrl: 'https://checkout.example/x',
        expiresAt: null,
        paidAt: status === 'PAID' ? new Date('2026-11-20T03:04:05.000Z') : null,
      };
    },
  } as unknown as PaymentProvider;
  return { provider, asked };
}

const log = () => ({ warn: vi.fn() });
const checker = (payment: PaymentProvider | null, logger = log()) =>
  new InvoiceStatusChecker(fixture.db, payment, logger as unknown as Logger, TTL_MS);
const scope = (invoice: typeof invoices.$inferSelect) => ({
  companyId: invoice.company_id,
  invoiceId: invoice.id,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
});
afterEach(() => vi.useRealTimers());

describe('checking an invoice on the status page', () => {
  it('asks the gateway about a waiting invoice at most every 15 s, and applies nothing while it waits', async () => {
    const invoice = await invoiceOf();
    const { provider, asked } = gateway('PENDING');
    const status = checker(provider);
    expect(await status.check(scope(invoice))).toEqual({ status: 'pending', applied: null });
    expect(asked).toEqual([invoice.provider_invoice_id]);
    vi.setSystemTime(Date.now() + 14_999);
    await status.check(scope(invoice));
    expect(asked).toHaveLength(1);
    vi.setSystemTime(Date.now() + 1);
    await status.check(scope(invoice));
    expect(asked).toHaveLength(2);
    const [row] = await fixture.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.callbacks).toEqual([]);
  });

  it('forgets when it last asked once it has asked about more than 10 000 invoices', async () => {
    const first = await invoiceOf();
    const { provider, asked } = gateway('PENDING');
    const status = checker(provider);
    await status.check(scope(first));
    // 10 000 more waiting invoices of the same company; after 9 999 of them, 10 000 are remembered.
    const others: (typeof invoices.$inferSelect)[] = [];
    for (let from = 1; from <= 10_000; from += 2_000) {
      const batch = Array.from({ length: 2_000 }, (_, i) => ({
        company_id: first.company_id,
        plan_id: fixture.planId,
        invoice_number: `INV/2026/11/M${from + i}`,
        domain_url: `banyak${from + i}.com`,
        grand_total: TOTAL,
        provider: 'xendit',
        provider_invoice_id: `xnd-banyak-${from + i}`,
      }));
      others.push(...(await fixture.db.insert(invoices).values(batch).returning()));
    }
    for (const invoice of others.slice(0, 9_999)) await status.check(scope(invoice));
    expect(asked).toHaveLength(10_000);
    await status.check(scope(first));
    expect(asked).toHaveLength(10_000);
    // The 10 001st makes it start over, so the first is asked about again at once.
    await status.check(scope(others[9_999]!));
    await status.check(scope(first));
    expect(asked.slice(-2)).toEqual([others[9_999]!.provider_invoice_id, first.provider_invoice_id]);
  }, 120_000);

  it('applies a payment the gateway reports, recorded as a poll', async () => {
    const invoice = await invoiceOf();
    const result = await checker(gateway('PAID').provider).check(scope(invoice));
    expect(result.status).toBe('paid');
    expect(result.applied).toMatchObject({ outcome: 'applied', invoiceId: invoice.id, activated: true });
    const [row] = await fixture.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.callbacks).toEqual([
      expect.objectContaining({
        source: 'poll',
        body: { poll: expect.objectContaining({ status: 'PAID' }) },
      }),
    ]);
  });

  it('does not ask about a settled invoice, one of another gateway, one without a gateway id, or without payments', async () => {
    const paid = await invoiceOf({ status: 'paid' });
    const other = await invoiceOf({ provider: 'midtrans' });
    const unsent = await invoiceOf({ provider_invoice_id: null });
    const { provider, asked } = gateway('PAID');
    const status = checker(provider);
    expect(await status.check(scope(paid))).toEqual({ status: 'paid', applied: null });
    expect(await status.check(scope(other))).toEqual({ status: 'pending', applied: null });
    expect(await status.check(scope(unsent))).toEqual({ status: 'pending', applied: null });
    expect(asked).toEqual([]);
    expect(await checker(null).check(scope(other))).toEqual({ status: 'pending', applied: null });
  });

  it('keeps the page polling when the gateway fails, and logs the invoice', async () => {
    const invoice = await invoiceOf();
    const logger = log();
    const result = await checker(gateway(new Error('gateway down')).provider, logger).check(scope(invoice));
    expect(result).toEqual({ status: 'pending', applied: null });
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ invoiceId: invoice.id }),
      'polling the payment gateway failed',
    );
  });

  it("answers another company's invoice as not found", async () => {
    const invoice = await invoiceOf();
    const stranger = await invoiceOf();
    await expect(
      checker(null).check({ companyId: stranger.company_id, invoiceId: invoice.id }),
    ).rejects.toThrow('Invoice tidak ditemukan');
  });

  it('shows when a paid invoice was paid', async () => {
    const invoice = await invoiceOf({ status: 'paid', paid_at: new Date('2026-11-20T03:04:05.000Z') });
    expect(toInvoiceView(invoice, TTL_MS).paid_at).toBe('2026-11-20T03:04:05.000Z');
  });
});

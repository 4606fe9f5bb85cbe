import { and, eq, type invoices, jobs, subscriptions } from '@webku/db';
import { describe, expect, it } from 'vitest';
import {
  invoiceOfNewCompany,
  useDbWithPlan,
} from '../../../../../tests/support/server/subscription-fixtures';
import { activateSubscription } from './activate-subscription';

const fixture = useDbWithPlan();

const DAY = 86_400_000;
let counter = 0;

function companyWithInvoice(domain: string, status = 'paid') {
  counter += 1;
  return invoiceOfNewCompany(fixture, {
    invoice_number: `INV/2026/10/${String(counter).padStart(6, '0')}`,
    domain_url: domain,
    grand_total: 399_000,
    status,
  });
}

const subscribe = (companyId: number, domain: string | null, validUntil: Date) =>
  fixture.db.insert(subscriptions).values({
    company_id: companyId,
    plan_id: fixture.planId,
    status: 'active',
    domain_url: domain,
    is_dns_pointed: true,
    valid_from: new Date(validUntil.getTime() - 365 * DAY),
    valid_until: validUntil,
  });

const activate = (invoice: typeof invoices.$inferSelect, paidAt: Date) =>
  fixture.db.transaction((tx) => activateSubscription(tx, { invoice, paidAt }));

const dnsJobs = (companyId: number) =>
  fixture.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.company_id, companyId), eq(jobs.type, 'check-dns')));

describe('activating a subscription', () => {
  it('gives a new domain after an expired year, unpointed, with a DNS check', async () => {
    const paidAt = new Date('2026-11-20T00:00:00.000Z');
    const invoice = await companyWithInvoice('BaruSekali.com');
    await subscribe(invoice.company_id, 'lama.com', new Date(paidAt.getTime() - DAY));
    const result = await activate(invoice, paidAt);
    expect(result).toEqual({
      domain: 'BaruSekali.com',
      validUntil: new Date('2027-11-20T00:00:00.000Z'),
      isDnsPointed: false,
    });
    expect(await dnsJobs(invoice.company_id)).toHaveLength(1);
  });

  it('keeps the hosting off a domain another company holds, and checks no DNS for it', async () => {
    const paidAt = new Date('2026-11-20T00:00:00.000Z');
    const holder = await companyWithInvoice('dipakai.com');
    await subscribe(holder.company_id, 'Dipakai.com', new Date(paidAt.getTime() + 30 * DAY));
    const late = await companyWithInvoice('DIPAKAI.com');
    const result = await activate(late, paidAt);
    expect(result).toMatchObject({ domain: null, isDnsPointed: false });
    const [row] = await fixture.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.company_id, late.company_id));
    expect(row).toMatchObject({ status: 'active', domain_url: null });
    expect(await dnsJobs(late.company_id)).toEqual([]);
  });

  it("takes the domain from another company's unpaid reservation of it", async () => {
    const paidAt = new Date('2026-11-20T00:00:00.000Z');
    const waiting = await companyWithInvoice('Rebutan.com', 'pending');
    await fixture.db.insert(subscriptions).values({
      company_id: waiting.company_id,
      plan_id: fixture.planId,
      status: 'pending',
      domain_url: 'Rebutan.com',
      invoice_id: waiting.id,
    });
    const payer = await companyWithInvoice('REBUTAN.com');
    expect(await activate(payer, paidAt)).toMatchObject({ domain: 'REBUTAN.com' });
    const [reservation] = await fixture.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.company_id, waiting.company_id));
    expect(reservation).toMatchObject({ status: 'pending', domain_url: null });
  });
});

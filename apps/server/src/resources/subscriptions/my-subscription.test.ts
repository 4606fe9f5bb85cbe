import { subscriptions } from '@webku/db';
import { describe, expect, it } from 'vitest';
import {
  invoiceOfNewCompany,
  useDbWithPlan,
} from '../../../../../tests/support/server/subscription-fixtures';
import { getMySubscription } from './my-subscription.service';

const fixture = useDbWithPlan();
const TTL_MS = 24 * 3_600_000;
const END = new Date('2026-11-24T00:00:00.000Z');
const dns = { platformIpv4: '203.0.113.10', cnameTarget: 'sites.webku.id' };

async function subscribed(n: number, status: 'active' | 'pending', invoiceStatus: string) {
  const invoice = await invoiceOfNewCompany(fixture, {
    invoice_number: `INV/2026/11/M${n}`,
    domain_url: `akhir${n}.com`,
    grand_total: 399_000,
    status: invoiceStatus,
  });
  await fixture.db.insert(subscriptions).values({
    company_id: invoice.company_id,
    plan_id: fixture.planId,
    invoice_id: invoice.id,
    status,
    domain_url: `akhir${n}.com`,
    valid_until: END,
  });
  return (now: Date) =>
    getMySubscription(fixture.db, { companyId: invoice.company_id, dns, invoiceTtlMs: TTL_MS, now });
}

describe('the subscription card', () => {
  it('shows an active year as expired from its exact end', async () => {
    const at = await subscribed(1, 'active', 'paid');
    expect((await at(new Date(END.getTime() - 1)))!.is_expired).toBe(false);
    expect((await at(END))!.is_expired).toBe(true);
  });

  it('never shows a subscription waiting for its payment as expired', async () => {
    const at = await subscribed(2, 'pending', 'pending');
    const card = await at(new Date());
    expect(card).toMatchObject({ status: 'pending', is_expired: false });
  });
});

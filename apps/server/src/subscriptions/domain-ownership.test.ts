import { companies, type DbHandle, invoices, plans, subscriptions, users } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../../tests/support/db/test-db';
import { domainHolder } from './domain-ownership';

// Who holds a domain: a paid (or lapsed) subscription always, an unpaid one only while its invoice can
// still be paid.
let handle: DbHandle;
let planId: number;
let caller: number;
const TTL = 24 * 3_600_000;
const created = new Date('2026-11-01T08:00:00Z');

beforeAll(async () => {
  handle = await openTestDb();
  const [plan] = await handle.db.insert(plans).values({ name: 'Paket Uji', price: 399_000 }).returning();
  planId = plan!.id;
  caller = await company('penanya');
});
afterAll(() => handle?.close());

async function company(slug: string) {
  const [user] = await handle.db
    .insert(users)
    .values({ name: slug, email: `${slug}@example.id` })
    .returning();
  const [row] = await handle.db
    .insert(companies)
    .values({ owner_user_id: user!.id, name: slug, slug })
    .returning();
  return row!.id;
}

// Another company's subscription of `domain`, with an invoice in `invoiceStatus` made at `created`.
async function heldBy(slug: string, domain: string, status: string, invoiceStatus: string) {
  const companyId = await company(slug);
  const [invoice] = await handle.db
    .insert(invoices)
    .values({
      company_id: companyId,
      plan_id: planId,
      invoice_number: `INV-${slug}`,
      domain_url: domain,
      grand_total: 399_000,
      status: invoiceStatus,
      provider: 'sandbox',
      created_at: created,
    })
    .returning();
  await handle.db.insert(subscriptions).values({
    company_id: companyId,
    plan_id: planId,
    invoice_id: invoice!.id,
    status,
    domain_url: domain,
  });
}

const holder = (domain: string, now: Date) =>
  domainHolder(handle.db, { companyId: caller, domain, invoiceTtlMs: TTL, now });

describe('domainHolder', () => {
  it("names another company's paid or lapsed subscription the holder, whatever its invoice", async () => {
    await heldBy('aktif', 'aktif.com', 'active', 'paid');
    await heldBy('habis', 'habis.com', 'expired', 'expired');
    const muchLater = new Date(created.getTime() + 10 * TTL);
    expect(await holder('aktif.com', muchLater)).toBe('other');
    expect(await holder('habis.com', muchLater)).toBe('other');
  });

  it('lets an unpaid reservation hold the domain only until the last moment its invoice can be paid', async () => {
    await heldBy('menunggu', 'menunggu.com', 'pending', 'pending');
    expect(await holder('menunggu.com', new Date(created.getTime() + TTL - 1))).toBe('other');
    expect(await holder('menunggu.com', new Date(created.getTime() + TTL))).toBe('none');
  });

  it('frees the domain of an unpaid reservation whose invoice was cancelled, however recent', async () => {
    await heldBy('batal', 'batal.com', 'pending', 'expired');
    expect(await holder('batal.com', new Date(created.getTime() + 1_000))).toBe('none');
  });
});

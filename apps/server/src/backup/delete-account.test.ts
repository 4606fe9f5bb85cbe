import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, invoices, keptInvoices, sql } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testJpeg } from '../../../../tests/support/server/backup-archives';
import { type OwnerWithSite, ownerWithSite } from '../../../../tests/support/server/owner-with-site';
import { planId } from '../../../../tests/support/server/subscription-fixtures';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';
import { listStoredFiles, upload } from '../../../../tests/support/server/upload';

let t: TestServer;
let dir: string;
let owner: OwnerWithSite;
let neighbour: OwnerWithSite;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'webku-delete-'));
  t = await startTestServer({ STORAGE_DIR: dir });
  owner = await ownerWithSite(t, 'Kopi Senja');
  neighbour = await ownerWithSite(t, 'Roti Pagi');
  for (const o of [owner, neighbour])
    await upload(t, o.token, '/api/admin/upload/image', [{ bytes: await testJpeg(), name: 'foto.jpg' }]);
  // A paid year on kopisenja.com through the sandbox gateway; the sandbox DNS finds it pointed.
  const plan = await planId(t.webku.db, 'Paket Bisnis');
  const invoice = await owner.api.post<{ payment_url: string }>(
    `/admin/subscriptions/plans/${plan}/invoice`,
    {
      domain_url: 'kopisenja',
    },
  );
  await fetch(invoice.data.payment_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });
  await t.webku.runner.drain();
  await owner.api.delete(
    `/admin/stores/${(await owner.api.get<{ id: number }[]>('/admin/stores')).data[0]!.id}`,
  );
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

// Every table with a company_id or user_id column, and how many of its rows name this owner.
async function rowsOf(companyId: number, userId: number): Promise<Record<string, number>> {
  const db = t.webku.db;
  const columns = (await db.execute(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('company_id', 'user_id', 'owner_user_id', 'bound_company_id')`,
  )) as unknown as { rows: { table_name: string; column_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name, column_name } of columns.rows) {
    const id = column_name.includes('company') ? companyId : userId;
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${id}`,
    )) as unknown as { rows: { n: number }[] };
    counts[`${table_name}.${column_name}`] = result.rows[0]!.n;
  }
  const users = (await db.execute(
    sql`select count(*)::int as n from users where id = ${userId}`,
  )) as unknown as {
    rows: { n: number }[];
  };
  const companies = (await db.execute(
    sql`select count(*)::int as n from companies where id = ${companyId}`,
  )) as unknown as { rows: { n: number }[] };
  counts['users.id'] = users.rows[0]!.n;
  counts['companies.id'] = companies.rows[0]!.n;
  return counts;
}

const filesOf = (companyId: number) =>
  listStoredFiles(dir).filter((f) => f.startsWith(`companies/${companyId}/`));

describe('account deletion', () => {
  it('shows the active subscription and the slug to type before anything is deleted', async () => {
    const res = await owner.api.get('/admin/data/account');
    expect(res.data).toMatchObject({
      slug: owner.slug,
      subscription: { status: 'active', domain_url: 'kopisenja.com', plan_name: 'Paket Bisnis' },
    });
    expect((await t.getAs('kopisenja.com', '/')).status).toBe(200);
  });

  it('refuses a wrong slug and deletes nothing', async () => {
    const before = await rowsOf(owner.companyId, owner.userId);
    const res = await t.api('/api/admin/data/account', {
      method: 'DELETE',
      token: owner.token,
      json: { slug_confirmation: 'roti-pagi' },
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toContain(`ketik "${owner.slug}"`);
    expect(await rowsOf(owner.companyId, owner.userId)).toEqual(before);
  });

  it('deletes every row and file of the company, the user and their sessions; keeps the paid invoice anonymously', async () => {
    const before = await rowsOf(owner.companyId, owner.userId);
    // The test would prove nothing if the owner had no rows and files to lose.
    expect(before['menu_items.company_id']).toBeGreaterThan(0);
    expect(before['restore_points.company_id']).toBeGreaterThan(0);
    expect(before['invoices.company_id']).toBe(1);
    expect(before['sessions.user_id']).toBeGreaterThan(0);
    expect(filesOf(owner.companyId).length).toBeGreaterThan(0);
    const neighbourBefore = await rowsOf(neighbour.companyId, neighbour.userId);
    // Its domain could not be registered: the refund it is owed outlives the account.
    await t.webku.db
      .update(invoices)
      .set({ refund_requested_at: new Date() })
      .where(eq(invoices.company_id, owner.companyId));

    const res = await t.api('/api/admin/data/account', {
      method: 'DELETE',
      token: owner.token,
      json: { slug_confirmation: owner.slug },
    });
    expect(res.status).toBe(200);

    const after = await rowsOf(owner.companyId, owner.userId);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(filesOf(owner.companyId)).toEqual([]);
    // The neighbour's pages kept for every instance may be rendered ahead meanwhile (derived, not its data).
    const ownData = ({ 'rendered_pages.company_id': _kept, ...rows }: Record<string, number>) => rows;
    expect(ownData(await rowsOf(neighbour.companyId, neighbour.userId))).toEqual(ownData(neighbourBefore));
    expect(filesOf(neighbour.companyId).length).toBeGreaterThan(0);

    const kept = await t.webku.db.select().from(keptInvoices);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ plan_name: 'Paket Bisnis', status: 'paid' });
    expect(kept[0]!.refund_requested_at).toBeInstanceOf(Date);
    expect(JSON.stringify(kept)).not.toMatch(/kopisenja|kopi-senja|example\.id/i);

    expect((await t.api(`/api/public/${owner.slug}/data`)).status).toBe(404);
    expect((await t.getAs(`${owner.slug}.localhost`, '/')).status).toBe(404);
    expect((await t.getAs('kopisenja.com', '/')).status).toBe(404);
    expect((await owner.api.get('/admin/dashboard')).status).toBe(401);
  });
});

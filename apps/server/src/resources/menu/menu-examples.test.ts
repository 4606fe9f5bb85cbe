import type { AdminMenuCategory, AdminMenuItem, PublicPayload } from '@webku/contract';
import { and, eq, inArray, menuItems } from '@webku/db';
import { beforeEach, describe, expect, it } from 'vitest';
import { backupCalls, buildZip, siteJson } from '../../../../../tests/support/server/backup-archives';
import {
  adminClient,
  ownerWithSite,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';
import { ownerWithCompany } from '../../../../../tests/support/server/subscription-fixtures';

const site = useOwnerWithSite('Kopi Contoh');

const listItems = async () => (await site.api.get<AdminMenuItem[]>('/admin/menu/items')).data;

// Generation marks the catalogue's fill items; here two of the generated items stand in for them.
let examples: AdminMenuItem[];
beforeEach(async () => {
  const { db } = site.t.webku;
  await db.update(menuItems).set({ is_example: false }).where(eq(menuItems.company_id, site.owner.companyId));
  examples = (await listItems()).slice(0, 2);
  await db
    .update(menuItems)
    .set({ is_example: true })
    .where(
      and(
        eq(menuItems.company_id, site.owner.companyId),
        inArray(
          menuItems.id,
          examples.map((item) => item.id),
        ),
      ),
    );
});

const publicItems = (payload: PublicPayload) => payload.menu_categories.flatMap((c) => c.menu_items);

describe('example ("contoh") menu items', () => {
  it('are marked in the admin lists, and every other item is not', async () => {
    const items = await listItems();
    const marked = new Set(examples.map((item) => item.id));
    for (const item of items) expect(item.is_example, item.name).toBe(marked.has(item.id));
    const categories = (await site.api.get<AdminMenuCategory[]>('/admin/menu/categories')).data;
    const nested = categories.flatMap((category) => category.menu_items);
    expect(nested.filter((item) => item.is_example).map((item) => item.id)).toEqual(
      expect.arrayContaining([...marked]),
    );
  });

  it('never reach the public payload, cached or not', async () => {
    const cached = await publicData(site.t, site.owner.slug);
    const fresh = (await (await site.t.api(`/api/public/${site.owner.slug}/no-cache-data`)).json()) as {
      data: PublicPayload;
    };
    for (const payload of [cached, fresh.data]) {
      const items = publicItems(payload);
      expect(items.map((item) => item.id)).toEqual(expect.arrayContaining(examples.map((item) => item.id)));
      for (const item of items) expect(item).not.toHaveProperty('is_example');
    }
    const html = await (await site.t.api(`/${site.owner.slug}`)).text();
    expect(html).not.toContain('is_example');
  });

  it('stop being examples when the owner saves them', async () => {
    const [item] = examples;
    const saved = await site.api.put<AdminMenuItem>(`/admin/menu/items/${item!.id}`, {
      ...item,
      price: 23000,
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ id: item!.id, price: 23000, is_example: false });
    expect((await listItems()).find((each) => each.id === examples[1]!.id)?.is_example).toBe(true);
  });

  it('"Pakai" keeps the item exactly as it was, only no longer an example', async () => {
    const item = examples[1]!;
    const res = await site.api.put<AdminMenuItem>(`/admin/menu/items/${item.id}/confirm`, {});
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ...item, is_example: false });
    expect((await listItems()).find((each) => each.id === item.id)).toEqual({ ...item, is_example: false });
    // Once more is harmless.
    expect((await site.api.put(`/admin/menu/items/${item.id}/confirm`, {})).status).toBe(200);
  });

  it("cannot confirm another company's item or one that does not exist", async () => {
    const other = await ownerWithCompany(site.t, 'kedai-lain');
    const res = await other.api.put(`/admin/menu/items/${examples[0]!.id}/confirm`, {});
    expect(res.status).toBe(404);
    expect((await listItems()).find((each) => each.id === examples[0]!.id)?.is_example).toBe(true);
    expect((await site.api.put('/admin/menu/items/987654/confirm', {})).status).toBe(404);
    expect(
      (await adminClient(site.t, undefined).put(`/admin/menu/items/${examples[0]!.id}/confirm`, {})).status,
    ).toBe(401);
  });

  it('travel in a backup and come back marked', async () => {
    const zip = await backupCalls(site.t, site.owner.token).exportZip();
    const target = await ownerWithSite(site.t, 'Kopi Pulih');
    expect((await backupCalls(site.t, target.token).send('import', zip)).status).toBe(200);
    const restored = (await target.api.get<AdminMenuItem[]>('/admin/menu/items')).data;
    expect(restored.filter((item) => item.is_example).map((item) => item.name)).toEqual(
      examples.map((item) => item.name),
    );
    expect(restored.filter((item) => !item.is_example).length).toBeGreaterThan(0);
  });

  it('a backup made before examples were marked restores every item as the owner’s', async () => {
    const target = await ownerWithSite(site.t, 'Kopi Arsip');
    const old = await buildZip([{ name: 'site.json', bytes: siteJson() }]);
    expect((await backupCalls(site.t, target.token).send('import', old)).status).toBe(200);
    const restored = (await target.api.get<AdminMenuItem[]>('/admin/menu/items')).data;
    expect(restored).toEqual([expect.objectContaining({ name: 'Es Kopi', is_example: false })]);

    const marked = siteJson({
      menu_categories: [
        { name: 'Kopi', slug: 'kopi', menu_items: [{ name: 'Es Kopi', price: 0, is_example: true }] },
      ],
    });
    expect(
      (
        await backupCalls(site.t, target.token).send(
          'import',
          await buildZip([{ name: 'site.json', bytes: marked }]),
        )
      ).status,
    ).toBe(200);
    expect((await target.api.get<AdminMenuItem[]>('/admin/menu/items')).data[0]).toMatchObject({
      name: 'Es Kopi',
      is_example: true,
    });
    const bad = siteJson({
      menu_categories: [{ name: 'Kopi', slug: 'kopi', menu_items: [{ name: 'Es Kopi', is_example: 'ya' }] }],
    });
    const refused = await backupCalls(site.t, target.token).send(
      'import',
      await buildZip([{ name: 'site.json', bytes: bad }]),
    );
    expect(refused.status).toBe(422);
    expect(refused.message).toContain('Contoh');
  });
});

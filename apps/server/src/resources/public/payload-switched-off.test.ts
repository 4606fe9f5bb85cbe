import type { PublicPayload, SectionType } from '@webku/contract';
import {
  and,
  eq,
  heroSections,
  menuItems,
  merchandiseImages,
  merchandiseItems,
  sectionSettings,
  stores,
} from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { loadPublicPayload } from '../../site-content/public-payload';

let t: TestServer;
let owner: OwnerWithSite;
beforeAll(async () => {
  t = await startTestServer();
  owner = await ownerWithSite(t, 'Warung Sore');
});
afterAll(() => t?.close());

const payload = async (slug = owner.slug) => {
  const res = await t.api(`/api/public/${slug}/no-cache-data`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: PublicPayload }).data;
};

describe('public payload', () => {
  it('leaves out the items, merchandise, stores and sections the owner switched off', async () => {
    const { db } = t.webku;
    const mine = <T extends { company_id: unknown }>(table: T) =>
      eq(table.company_id as never, owner.companyId);
    const items = await db.select().from(menuItems).where(mine(menuItems));
    const merch = await db.select().from(merchandiseItems).where(mine(merchandiseItems));
    const [first] = await db.select().from(stores).where(mine(stores));
    const { id: _id, ...copy } = first!;
    const [second] = await db
      .insert(stores)
      .values({ ...copy, name: 'Cabang Dua', display_order: first!.display_order + 1 })
      .returning();
    const shops = [first!, second!];
    expect(Math.min(items.length, merch.length)).toBeGreaterThanOrEqual(2);
    await db.update(menuItems).set({ is_active: false }).where(eq(menuItems.id, items[0]!.id));
    await db.update(merchandiseItems).set({ is_active: false }).where(eq(merchandiseItems.id, merch[0]!.id));
    await db
      .insert(merchandiseImages)
      .values({ merchandise_item_id: merch[1]!.id, image_url: '/uploads/kaos.webp', alt_text: 'Kaos' });
    await db.update(stores).set({ is_active: false }).where(eq(stores.id, shops[0]!.id));
    const section = (type: SectionType) =>
      and(eq(sectionSettings.company_id, owner.companyId), eq(sectionSettings.section_type, type));
    await db.update(sectionSettings).set({ is_active: false }).where(section('news'));
    await db.delete(sectionSettings).where(section('stores'));

    const site = await payload();
    const listed = site.menu_categories.flatMap((c) => c.menu_items.map((i) => i.id));
    expect(listed).not.toContain(items[0]!.id);
    expect(listed).toContain(items[1]!.id);
    expect(site.merchandise_items.map((m) => m.id)).toEqual(merch.slice(1).map((m) => m.id));
    const shirt = site.merchandise_items.find((m) => m.id === merch[1]!.id);
    expect(shirt?.images).toContainEqual(
      expect.objectContaining({ image_url: '/uploads/kaos.webp', alt_text: 'Kaos' }),
    );
    expect(site.stores.map((s) => s.id)).toEqual(shops.slice(1).map((s) => s.id));
    expect(site.menu_section_settings).toMatchObject({ section_type: 'menu', is_active: true });
    expect(site.merchandise_section_settings).toMatchObject({ section_type: 'merchandise' });
    expect(site.news_section_settings).toBeNull();
    expect(site.stores_section_settings).toBeNull();
    expect(site.web_settings).not.toBeNull();
    expect(site.web_settings).not.toHaveProperty('company_id');
    expect(site.hero_section).not.toBeNull();
    expect(site.footer_settings).not.toBeNull();
  });

  it('has no hero for a company without one, and an empty gallery for merchandise without images', async () => {
    const { db } = t.webku;
    const bare = await ownerWithSite(t, 'Warung Pagi');
    await db.delete(heroSections).where(eq(heroSections.company_id, bare.companyId));
    const [item] = await db
      .select()
      .from(merchandiseItems)
      .where(and(eq(merchandiseItems.company_id, bare.companyId), eq(merchandiseItems.is_active, true)));
    await db.delete(merchandiseImages).where(eq(merchandiseImages.merchandise_item_id, item!.id));

    const site = await payload(bare.slug);
    expect(site.hero_section).toBeNull();
    expect(site.merchandise_items.find((m) => m.id === item!.id)?.images).toEqual([]);
  });

  it('is nothing for a company that does not exist', async () => {
    expect(await loadPublicPayload(t.webku.db, 2_000_000_000)).toBeNull();
  });
});

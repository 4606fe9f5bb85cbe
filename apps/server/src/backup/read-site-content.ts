import type { SiteBackupContent } from '@webku/contract';
import { companies, type DbOrTx, eq } from '@webku/db';
import { contentStores as rows } from '../site-content/content-stores';
import { imagesByItem } from '../site-content/merchandise-images';
import { withoutTenant } from '../site-content/tenant-store';

// Every content row of the company (inactive and unpublished ones too), nested as the entities are (items in categories, images in merchandise).
export async function readSiteContent(db: DbOrTx, companyId: number): Promise<SiteBackupContent | null> {
  const [company] = await db
    .select({ name: companies.name, description: companies.description, logo: companies.logo })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return null;
  const [web, hero, footer, sections, categories, items, merch, news, storeRows] = await Promise.all([
    rows.web.one(db, companyId),
    rows.hero.one(db, companyId),
    rows.footer.one(db, companyId),
    rows.sections.list(db, companyId),
    rows.categories.list(db, companyId),
    rows.items.list(db, companyId),
    rows.merchandise.list(db, companyId),
    rows.news.list(db, companyId),
    rows.stores.list(db, companyId),
  ]);
  const images = await imagesByItem(
    db,
    merch.map((m) => m.id),
  );
  const one = <T extends { company_id: number }>(row: T | null) => row && withoutTenant(row);
  return {
    company,
    web_settings: one(web),
    hero_section: one(hero),
    footer_settings: one(footer),
    section_settings: sections.map(({ id: _id, ...s }) => withoutTenant(s)),
    menu_categories: categories.map((c) => ({
      ...withoutTenant(c),
      menu_items: items
        .filter((i) => i.category_id === c.id)
        .map(({ category_id: _k, ...i }) => withoutTenant(i)),
    })),
    merchandise_items: merch.map((m) => ({
      ...withoutTenant(m),
      images: images.get(m.id) ?? [],
    })),
    news_articles: news.map((n) => ({ ...withoutTenant(n), created_at: n.created_at.toISOString() })),
    stores: storeRows.map(withoutTenant),
  } as SiteBackupContent;
}

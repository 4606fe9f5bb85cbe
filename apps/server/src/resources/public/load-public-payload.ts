import type { PublicPayload } from '@webku/contract';
import {
  and,
  asc,
  companies,
  type Db,
  eq,
  footerSettings,
  heroSections,
  inArray,
  menuCategories,
  menuItems,
  merchandiseImages,
  merchandiseItems,
  newsArticles,
  sectionSettings,
  stores,
  webSettings,
} from '@webku/db';

const omitTenant = <T extends { company_id: number; created_at?: Date; updated_at?: Date }>(row: T) => {
  const { company_id: _c, created_at: _a, updated_at: _u, ...rest } = row;
  return rest;
};

// The public payload of spec §3: inactive sections, items, categories and unpublished articles left out.
export async function loadPublicPayload(db: Db, companyId: number): Promise<PublicPayload | null> {
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      description: companies.description,
      logo: companies.logo,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return null;

  const [web, hero, footer, sections, categories, items, merch, news, storeRows] = await Promise.all([
    db.select().from(webSettings).where(eq(webSettings.company_id, companyId)),
    db.select().from(heroSections).where(eq(heroSections.company_id, companyId)),
    db.select().from(footerSettings).where(eq(footerSettings.company_id, companyId)),
    db.select().from(sectionSettings).where(eq(sectionSettings.company_id, companyId)),
    db
      .select()
      .from(menuCategories)
      .where(and(eq(menuCategories.company_id, companyId), eq(menuCategories.is_active, true)))
      .orderBy(asc(menuCategories.display_order), asc(menuCategories.id)),
    db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.company_id, companyId), eq(menuItems.is_active, true)))
      .orderBy(asc(menuItems.display_order), asc(menuItems.id)),
    db
      .select()
      .from(merchandiseItems)
      .where(and(eq(merchandiseItems.company_id, companyId), eq(merchandiseItems.is_active, true)))
      .orderBy(asc(merchandiseItems.display_order), asc(merchandiseItems.id)),
    db
      .select()
      .from(newsArticles)
      .where(and(eq(newsArticles.company_id, companyId), eq(newsArticles.is_published, true)))
      .orderBy(asc(newsArticles.display_order), asc(newsArticles.id)),
    db
      .select()
      .from(stores)
      .where(and(eq(stores.company_id, companyId), eq(stores.is_active, true)))
      .orderBy(asc(stores.display_order), asc(stores.id)),
  ]);

  const images = merch.length
    ? await db
        .select()
        .from(merchandiseImages)
        .where(
          inArray(
            merchandiseImages.merchandise_item_id,
            merch.map((m) => m.id),
          ),
        )
        .orderBy(asc(merchandiseImages.display_order), asc(merchandiseImages.id))
    : [];

  const section = (type: string) => {
    const row = sections.find((s) => s.section_type === type);
    return row?.is_active ? omitTenant(row) : null;
  };
  const one = <T extends { company_id: number }>(rows: T[]) => (rows[0] ? omitTenant(rows[0]) : null);

  return {
    company,
    web_settings: one(web),
    hero_section: one(hero),
    footer_settings: one(footer),
    menu_section_settings: section('menu'),
    merchandise_section_settings: section('merchandise'),
    news_section_settings: section('news'),
    stores_section_settings: section('stores'),
    menu_categories: categories.map((c) => ({
      ...omitTenant(c),
      menu_items: items.filter((i) => i.category_id === c.id).map(omitTenant),
    })),
    merchandise_items: merch.map((m) => ({
      ...omitTenant(m),
      images: images
        .filter((img) => img.merchandise_item_id === m.id)
        .map(({ merchandise_item_id: _m, ...img }) => img),
    })),
    news_articles: news.map(({ company_id: _c, updated_at: _u, ...n }) => ({
      ...n,
      created_at: n.created_at.toISOString(),
    })),
    stores: storeRows.map(omitTenant),
  } as PublicPayload;
}

import {
  CONTENT_SECTION_KEYS,
  type PublicPayload,
  SECTIONS,
  type SectionSetting,
  type SectionType,
} from '@webku/contract';
import {
  companies,
  type DbOrTx,
  eq,
  menuCategories,
  menuItems,
  merchandiseItems,
  newsArticles,
  stores,
  type webSettings,
} from '@webku/db';
import { contentStores } from './content-stores';
import { imagesByItem } from './merchandise-images';
import { withSoldOut } from './sold-out';
import { withoutTenant } from './tenant-store';

const rows = contentStores;

// The over-limit flags are for the owner's editor, not for visitors.
function publicWebSettings(row: typeof webSettings.$inferSelect) {
  const {
    terms_and_conditions_over_limits: _t,
    privacy_policy_over_limits: _p,
    ...rest
  } = withoutTenant(row);
  return rest;
}

type SettingsPayloadKey = (typeof SECTIONS)[SectionType]['payload']['settings'];

// Each content section's settings under its payload key.
const sectionSettingsPayload = (section: (type: SectionType) => SectionSetting | null) =>
  Object.fromEntries(
    CONTENT_SECTION_KEYS.map((key) => [SECTIONS[key].payload.settings, section(key)]),
  ) as Record<SettingsPayloadKey, SectionSetting | null>;

export type LoadedPayload = { payload: PublicPayload; version: number };

// What a public site receives: inactive sections, items, categories and unpublished articles left out.
// `version` is the company's content version read before the content, so the payload is at least that new.
// An item marked "Habis" is in it as sold out only while it still is at `now`.
export async function loadPublicPayload(
  db: DbOrTx,
  companyId: number,
  now = Date.now(),
): Promise<LoadedPayload | null> {
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      description: companies.description,
      logo: companies.logo,
      version: companies.content_version,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return null;
  const [web, hero, footer, sections, categories, items, merch, news, storeRows] = await Promise.all([
    rows.web.one(db, companyId),
    rows.hero.one(db, companyId),
    rows.footer.one(db, companyId),
    rows.sections.list(db, companyId),
    rows.categories.list(db, companyId, eq(menuCategories.is_active, true)),
    rows.items.list(db, companyId, eq(menuItems.is_active, true)),
    rows.merchandise.list(db, companyId, eq(merchandiseItems.is_active, true)),
    rows.news.list(db, companyId, eq(newsArticles.is_published, true)),
    rows.stores.list(db, companyId, eq(stores.is_active, true)),
  ]);
  const images = await imagesByItem(
    db,
    merch.map((m) => m.id),
  );
  const section = (type: SectionType) => {
    const row = sections.find((s) => s.section_type === type);
    return row?.is_active ? withoutTenant(row) : null;
  };
  const { version, ...profile } = company;
  const payload: PublicPayload = {
    company: profile,
    web_settings: web && publicWebSettings(web),
    hero_section: hero && withoutTenant(hero),
    footer_settings: footer && withoutTenant(footer),
    ...sectionSettingsPayload(section),
    menu_categories: categories.map((c) => ({
      ...withoutTenant(c),
      menu_items: items.filter((i) => i.category_id === c.id).map((i) => withSoldOut(withoutTenant(i), now)),
    })),
    merchandise_items: merch.map((m) => ({
      ...withSoldOut(withoutTenant(m), now),
      images: images.get(m.id) ?? [],
    })),
    news_articles: news.map(({ company_id: _c, updated_at: _u, content_over_limits: _o, ...n }) => ({
      ...n,
      created_at: n.created_at.toISOString(),
    })),
    stores: storeRows.map(withoutTenant),
  };
  return { payload, version };
}

import { ONE_ROW_SECTIONS, SECTIONS, type SectionKey, type SiteBackupContent } from '@webku/contract';
import type { DbOrTx } from '@webku/db';
import { readBookingsBackup } from '../bookings/booking-backup';
import { readOrdersBackup } from '../orders/order-backup';
import { readBioButtons } from '../site-content/bio-links';
import { isBaseSectionSetting, readRowSections } from '../site-content/row-sections';
import { readSiteRows } from '../site-content/site-rows';
import { withoutTenant } from '../site-content/tenant-store';

// Every content row of the company (inactive and unpublished ones too), nested as the entities are (items in
// categories, images in merchandise), its bookings, its orders and its link-in-bio page's arrangement.
export async function readSiteContent(db: DbOrTx, companyId: number): Promise<SiteBackupContent | null> {
  const site = await readSiteRows(db, companyId, 'all');
  if (!site) return null;
  const { name, description, logo } = site.company;
  const one = <T extends { company_id: number }>(row: T | null) => row && withoutTenant(row);
  return {
    company: { name, description, logo },
    web_settings: one(site.web),
    ...Object.fromEntries(
      ONE_ROW_SECTIONS.map((section) => {
        const row = site.oneRows.get(section.key);
        return [SECTIONS[section.key as SectionKey].backup.key, row ? section.answerOf(row) : null];
      }),
    ),
    section_settings: site.sections.filter(isBaseSectionSetting).map(({ id: _id, ...s }) => withoutTenant(s)),
    menu_categories: site.categories.map((c) => ({
      ...withoutTenant(c),
      menu_items: site.items
        .filter((i) => i.category_id === c.id)
        .map(({ category_id: _k, ...i }) => withoutTenant(i)),
    })),
    merchandise_items: site.merchandise.map((m) => ({
      ...withoutTenant(m),
      images: site.images.get(m.id) ?? [],
    })),
    news_articles: site.news.map((n) => ({ ...withoutTenant(n), created_at: n.created_at.toISOString() })),
    stores: site.stores.map(withoutTenant),
    row_sections: await readRowSections(db, companyId, site.sections),
    bookings: await readBookingsBackup(db, companyId),
    orders: await readOrdersBackup(db, companyId),
    bio_links: await readBioButtons(db, companyId),
  } as unknown as SiteBackupContent;
}

import { ONE_ROW_SECTIONS, type SiteBackupContent, toCategorySlug } from '@webku/contract';
import type { Tx } from '@webku/db';
import { readBookingSettingsBackup, restoreBookings } from '../bookings/booking-backup';
import { restoreOrders } from '../orders/order-backup';
import { storedBioButtons, writeBioButtons } from '../site-content/bio-links';
import type { OneRowSnapshot } from '../site-content/replace-site-content';
import type { SiteContent, SiteContentSnapshot } from '../site-content/site-content';

export type SiteContentPort = Pick<SiteContent, 'replaceSiteContent' | 'recordChange' | 'contentChanged'>;

// Ids are informational in a backup: strip them so every row gets a new one in this company.
const fresh = <T extends object>(row: T) => {
  const { id: _id, ...rest } = row as T & { id?: unknown };
  return rest;
};

/**
 * Replaces all of the company's content (and its name, description and logo) with a backup or a
 * restore point, inside the caller's transaction, through the site-content module's one writer.
 * Rich text is sanitised by the content stores, and text over the rich-text limits is kept and
 * flagged for the owner; image references must already point into this company's library. Bookings and
 * orders are merged, never dropped (booking-backup.ts, order-backup.ts).
 */
export async function replaceFromBackup(
  site: SiteContentPort,
  tx: Tx,
  companyId: number,
  content: SiteBackupContent,
): Promise<void> {
  // A backup from before bookings existed keeps today's settings (their offerings found again by name).
  const settingsBefore = await readBookingSettingsBackup(tx, companyId);
  await site.replaceSiteContent(tx, companyId, toSnapshot(content));
  await restoreBookings(tx, companyId, content.bookings ?? { settings: settingsBefore, requests: [] });
  await restoreOrders(tx, companyId, content.orders ?? []);
  // A backup from before the link-in-bio page keeps today's arrangement.
  if (content.bio_links !== undefined)
    await writeBioButtons(tx, companyId, content.bio_links && storedBioButtons(content.bio_links));
}

function toSnapshot(content: SiteBackupContent): SiteContentSnapshot {
  const web = content.web_settings;
  const slugs = new Set<string>();
  return {
    profile: content.company,
    web_settings: web ? fresh(web) : {},
    ...oneRowSnapshot(content),
    sections: Object.fromEntries(
      content.section_settings.map(({ section_type, ...section }) => [section_type, section]),
    ),
    menu_categories: content.menu_categories.map(({ menu_items, ...category }) => ({
      ...fresh(category),
      slug: uniqueSlug(slugs, category.slug || category.name),
      // A backup from before examples were marked has no flag: its items are the owner's.
      items: menu_items.map((item) => ({
        ...fresh(item),
        ...soldOutColumns(item),
        is_example: item.is_example ?? false,
      })),
    })),
    merchandise_items: content.merchandise_items.map(({ images, ...item }) => ({
      ...fresh(item),
      ...soldOutColumns(item),
      images: (images ?? []).map(fresh),
    })),
    news_articles: content.news_articles.map(({ created_at, ...news }) => ({
      ...fresh(news),
      created_date: news.created_date || null,
      ...(created_at ? { created_at: new Date(created_at) } : {}),
    })),
    stores: content.stores.map(fresh),
    // A restore point from before these sections existed has none.
    row_sections: content.row_sections ?? {},
  };
}

// A backup without the row of a section made with the site writes it empty; one without a section saved
// by 'save' (a backup from before the section existed) leaves it out.
function oneRowSnapshot(content: SiteBackupContent): OneRowSnapshot {
  return Object.fromEntries(
    ONE_ROW_SECTIONS.map((section) => [
      section.part,
      content[section.part as keyof SiteBackupContent] ?? (section.calls === 'save' ? null : {}),
    ]),
  ) as OneRowSnapshot;
}

// A backup from before "Habis" existed has neither field: its items are on sale.
function soldOutColumns(item: { sold_out?: boolean; sold_out_until?: string | null }) {
  return {
    sold_out: item.sold_out ?? false,
    sold_out_until: item.sold_out_until ? new Date(item.sold_out_until) : null,
  };
}

// A hand-edited file may repeat a slug; the table allows each once per company.
function uniqueSlug(taken: Set<string>, wanted: string): string {
  const base = toCategorySlug(wanted) || 'kategori';
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

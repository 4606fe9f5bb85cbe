import type { Dashboard, DashboardChecklistKey } from '@webku/contract';
import { type Db, eq, menuItems, stores } from '@webku/db';
import { contentStores } from '../../site-content/content-stores';
import { countSections } from '../../site-content/section-counts';
import { findActiveDomain } from '../../tenancy/resolve-tenant';

const BUILTIN_PREFIX = '/media/builtin/';

const filled = (value: string | null | undefined) => !!value?.trim();
// An image the owner chose: set, and not one of the illustrations generation drew.
const isOwnPhoto = (url: string | null | undefined) => filled(url) && !url!.trim().startsWith(BUILTIN_PREFIX);

// Counts every entry (as the editors list them) and derives the checklist from the saved content.
export async function loadDashboard(db: Db, { companyId }: { companyId: number }): Promise<Dashboard> {
  const rows = contentStores;
  const [counts, storeRows, web, footer, hero, about, menuPhotos, domain] = await Promise.all([
    countSections(db, companyId),
    rows.stores.list(db, companyId, eq(stores.is_active, true)),
    rows.web.one(db, companyId),
    rows.footer.one(db, companyId),
    rows.hero.one(db, companyId),
    rows.about.one(db, companyId),
    rows.items.list(db, companyId, eq(menuItems.is_active, true)),
    findActiveDomain(db, companyId).then((active) => active?.domain ?? null),
  ]);
  const done: Record<DashboardChecklistKey, boolean> = {
    // One number, wherever the owner typed it: the business's WhatsApp, the footer or a store's own.
    phone: [web?.whatsapp_number, footer?.phone, ...storeRows.map((store) => store.whatsapp_number)].some(
      filled,
    ),
    store_address: storeRows.some((store) => filled(store.address)),
    opening_hours: storeRows.some((store) => store.opening_hours.length > 0),
    hero_photo: isOwnPhoto(hero?.background_image),
    // The owner's story shows with their own photo beside it.
    about_photo: filled(about?.text) && isOwnPhoto(about?.image),
    menu_photos: menuPhotos.some((item) => isOwnPhoto(item.image)),
    social_links: [footer?.instagram_url, footer?.facebook_url, footer?.tiktok_url].some(filled),
    custom_domain: domain !== null,
  };
  return {
    counts,
    checklist: (Object.keys(done) as DashboardChecklistKey[]).map((key) => ({ key, done: done[key] })),
  };
}

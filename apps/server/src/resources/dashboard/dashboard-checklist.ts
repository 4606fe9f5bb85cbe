import type { DashboardChecklistKey, DashboardChecklistStep } from '@webku/contract';

const BUILTIN_PREFIX = '/media/builtin/';

const filled = (value: string | null | undefined) => !!value?.trim();
// An image the owner chose: set, and not one of the illustrations generation drew.
const isOwnPhoto = (url: string | null | undefined) => filled(url) && !url!.trim().startsWith(BUILTIN_PREFIX);

// The saved content the checklist reads: what visitors see (active stores and menu items).
export type ChecklistContent = {
  // The business's WhatsApp number, which the footer and stores fall back on.
  whatsappNumber: string | null;
  footer: {
    phone: string | null;
    instagram_url: string | null;
    facebook_url: string | null;
    tiktok_url: string | null;
  } | null;
  stores: readonly {
    address: string | null;
    whatsapp_number: string | null;
    opening_hours: readonly unknown[];
  }[];
  hero: { background_image: string | null } | null;
  about: { text: string | null; image: string | null } | null;
  menuItems: readonly { image: string | null; price: number }[];
  domain: string | null;
  // The phrases of the description generation could not place: all of them, and those still open.
  descriptionPhrases: { total: number; open: number };
};
/** The one-row sections' rows the checklist reads, each under its section's key. */
export type ChecklistOneRows = Pick<ChecklistContent, 'footer' | 'hero' | 'about'>;

// "Lengkapi website Anda": each step ticked from the saved content, never from clicks. A step the site
// shows nothing for until the owner fills it (hours, prices) stays open while anything is missing.
// The review of the description's phrases is a step only for a site whose generation left some.
export function checklistFrom(content: ChecklistContent): DashboardChecklistStep[] {
  const { whatsappNumber, footer, stores, hero, about, menuItems, domain, descriptionPhrases } = content;
  const unpriced = menuItems.filter((item) => !(item.price > 0)).length;
  const missing: Partial<Record<DashboardChecklistKey, number>> = {
    description_phrases: descriptionPhrases.open,
    menu_prices: unpriced,
  };
  const done: Record<DashboardChecklistKey, boolean> = {
    description_phrases: descriptionPhrases.open === 0,
    // One number, wherever the owner typed it: the business's WhatsApp, the footer or a store's own.
    phone: [whatsappNumber, footer?.phone, ...stores.map((store) => store.whatsapp_number)].some(filled),
    store_address: stores.some((store) => filled(store.address)),
    opening_hours: stores.some((store) => store.opening_hours.length > 0),
    menu_prices: unpriced === 0,
    hero_photo: isOwnPhoto(hero?.background_image),
    // The owner's story shows with their own photo beside it.
    about_photo: filled(about?.text) && isOwnPhoto(about?.image),
    menu_photos: menuItems.some((item) => isOwnPhoto(item.image)),
    social_links: [footer?.instagram_url, footer?.facebook_url, footer?.tiktok_url].some(filled),
    custom_domain: domain !== null,
  };
  return (Object.keys(done) as DashboardChecklistKey[])
    .filter((key) => key !== 'description_phrases' || descriptionPhrases.total > 0)
    .map((key) =>
      missing[key] === undefined ? { key, done: done[key] } : { key, done: done[key], missing: missing[key] },
    );
}

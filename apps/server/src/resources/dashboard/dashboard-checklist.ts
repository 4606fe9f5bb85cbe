import {
  DASHBOARD_CHECKLIST_KEYS,
  type DashboardChecklistKey,
  type DashboardChecklistStep,
  isOwnPicture,
  ONE_ROW_SECTIONS,
} from '@webku/contract';

const filled = (value: string | null | undefined) => !!value?.trim();

// The saved content the checklist reads: what visitors see (active stores and menu items).
export type ChecklistContent = {
  // The business's WhatsApp number, which the footer and stores fall back on.
  whatsappNumber: string | null;
  stores: readonly {
    address: string | null;
    whatsapp_number: string | null;
    opening_hours: readonly unknown[];
  }[];
  // Every one-row section's row by its key (null: none saved): the steps the sections declare read them,
  // and the phone and social links steps read the footer's.
  oneRows: ReadonlyMap<string, object | null>;
  menuItems: readonly { image: string | null; price: number }[];
  domain: string | null;
  // The phrases of the description generation could not place: all of them, and those still open.
  descriptionPhrases: { total: number; open: number };
};

type FooterRow = {
  phone: string | null;
  instagram_url: string | null;
  facebook_url: string | null;
  tiktok_url: string | null;
};

// "Lengkapi website Anda": each step ticked from the saved content, never from clicks. A step the site
// shows nothing for until the owner fills it (hours, prices) stays open while anything is missing.
// The review of the description's phrases is a step only for a site whose generation left some.
export function checklistFrom(content: ChecklistContent): DashboardChecklistStep[] {
  const { whatsappNumber, stores, oneRows, menuItems, domain, descriptionPhrases } = content;
  const footer = oneRows.get('footer') as FooterRow | null | undefined;
  const unpriced = menuItems.filter((item) => !(item.price > 0)).length;
  const missing: Partial<Record<DashboardChecklistKey, number>> = {
    description_phrases: descriptionPhrases.open,
    menu_prices: unpriced,
  };
  const sectionSteps = ONE_ROW_SECTIONS.flatMap((section) =>
    section.checklist ? [[section.checklist.key, section.stepDone(oneRows.get(section.key))] as const] : [],
  );
  // The sections' own steps, then the rest (the test checks that every step has its answer).
  const done = {
    ...Object.fromEntries(sectionSteps),
    description_phrases: descriptionPhrases.open === 0,
    // One number, wherever the owner typed it: the business's WhatsApp, the footer or a store's own.
    phone: [whatsappNumber, footer?.phone, ...stores.map((store) => store.whatsapp_number)].some(filled),
    store_address: stores.some((store) => filled(store.address)),
    opening_hours: stores.some((store) => store.opening_hours.length > 0),
    menu_prices: unpriced === 0,
    menu_photos: menuItems.some((item) => isOwnPicture(item.image)),
    social_links: [footer?.instagram_url, footer?.facebook_url, footer?.tiktok_url].some(filled),
    custom_domain: domain !== null,
  } as Record<DashboardChecklistKey, boolean>;
  return DASHBOARD_CHECKLIST_KEYS.filter(
    (key) => key !== 'description_phrases' || descriptionPhrases.total > 0,
  ).map((key) =>
    missing[key] === undefined ? { key, done: done[key] } : { key, done: done[key], missing: missing[key] },
  );
}

import type { KnownTemplateManifest, SectionSetting, Store } from '@webku/contract';
import type { BusinessContact } from './business-contact';
import { builtinStoreImage } from './builtin-images';
import { buildHoursView, type HoursView } from './opening-hours';
import type { SiteTexts } from '../texts/site-texts';
import type { WeekHours } from '../client/open-now';
import { openSchedule } from './open-schedule';
import { type OrderLinkView, orderLinkViews, validReviewUrl } from './order-links-model';
import { type WhatsappChat, whatsappChat } from './order-model';
import { visibleStores } from './sort-visible';
import { textOr, textOrNull } from './text';

export type MapLink = { label: string; href: string };
export type StoreView = {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  image: string;
  hours: HoursView;
  /** For the coffee template's open/closed badge; null when the store gave no hours. */
  schedule: WeekHours | null;
  /** Null when the owner gave neither a map link nor an address: there is nowhere honest to send a visitor. */
  map: MapLink | null;
  /** Google Maps embed of the address, loaded only when the visitor asks for it. */
  mapEmbed: string | null;
  whatsapp: WhatsappChat | null;
  /** The store's own "Pesan juga di" links (its outlet on GoFood, its Maps place…). */
  links: OrderLinkView[];
  /** The store's own Google review link. */
  reviewUrl: string | null;
};
export type MainStoreView = { name: string; address: string; phone: string; email: string; hours: HoursView };
export type StoresModel = {
  title: string;
  description: string | null;
  stores: StoreView[];
  /** Classic template: 2 columns for fewer than 3 stores, else 3. */
  columns: 2 | 3;
  mainStore: MainStoreView;
};

export function classicStoreColumns(count: number): 2 | 3 {
  return count < 3 ? 2 : 3;
}

// Without a map link, 'Visit Store' still lands somewhere useful: a map search for the address the owner
// gave. Without an address either, a search for the name alone could lead to another business, so none.
export function storeMapLink(
  store: Pick<Store, 'name' | 'address' | 'city' | 'google_map_url'>,
  texts: SiteTexts,
): MapLink | null {
  const url = textOrNull(store.google_map_url);
  if (url) return { label: texts.viewOnMap, href: url };
  const address = textOrNull(store.address);
  if (!address) return null;
  const query = [store.name, address, store.city].map(textOrNull).filter(Boolean).join(', ');
  return {
    label: texts.visitStore,
    href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`,
  };
}

// The embed asks Google for the address only after the visitor taps 'Show map'.
export function storeMapEmbed(store: Pick<Store, 'address' | 'city'>): string | null {
  const address = textOrNull(store.address);
  if (!address) return null;
  const query = [address, textOrNull(store.city)].filter(Boolean).join(', ');
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
}

// The classic template's card when there are no stores; the business's real contacts beat placeholders.
export function mainStore(contact: BusinessContact, texts: SiteTexts): MainStoreView {
  return {
    name: texts.mainStore,
    address: contact.address ?? texts.mainStoreAddress,
    phone: contact.phone ?? texts.mainStorePhone,
    email: contact.email ?? texts.mainStoreEmail,
    hours: { kind: 'none' },
  };
}

export function buildStoresModel(
  setting: SectionSetting,
  stores: readonly Store[],
  contact: BusinessContact,
  template: KnownTemplateManifest,
  texts: SiteTexts,
  art?: string | null,
): StoresModel {
  const visible = visibleStores(stores);
  return {
    title: textOr(setting.title, texts.storesTitle[template.id]),
    description: textOrNull(setting.description),
    stores: visible.map((store, index) => {
      // A store without its own number is reached on the business's.
      const whatsappNumber = textOrNull(store.whatsapp_number) ?? contact.whatsapp;
      return {
      id: store.id,
      name: store.name,
      address: textOrNull(store.address),
      city: textOrNull(store.city),
      image: textOr(store.store_image, builtinStoreImage(template, index, art)),
      hours: buildHoursView(store.opening_hours, texts),
      schedule: openSchedule(store.opening_hours),
      map: storeMapLink(store, texts),
      mapEmbed: storeMapEmbed(store),
      whatsapp: whatsappNumber ? whatsappChat(whatsappNumber, store.name, texts.order) : null,
      links: orderLinkViews(store.order_links),
      reviewUrl: validReviewUrl(store.google_review_url),
      };
    }),
    columns: classicStoreColumns(visible.length),
    mainStore: mainStore(contact, texts),
  };
}

import type { FooterSettings, SectionSetting, Store, Template } from '@webku/contract';
import { builtinStoreImage } from './builtin-images';
import { buildHoursView, type HoursView } from './opening-hours';
import { SITE_TEXTS, TEMPLATE_DEFAULTS } from './site-texts';
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
  map: MapLink;
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

// Without a map link, 'Visit Store' still lands somewhere useful: a map search for the address.
export function storeMapLink(store: Pick<Store, 'name' | 'address' | 'city' | 'google_map_url'>): MapLink {
  const url = textOrNull(store.google_map_url);
  if (url) return { label: SITE_TEXTS.viewOnMap, href: url };
  const query = [store.name, store.address, store.city].map(textOrNull).filter(Boolean).join(', ');
  return {
    label: SITE_TEXTS.visitStore,
    href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`,
  };
}

// The classic template's card when there are no stores; real footer contacts beat placeholders.
export function mainStore(footer: FooterSettings | null): MainStoreView {
  return {
    name: SITE_TEXTS.mainStore,
    address: textOr(footer?.address, 'Address coming soon'),
    phone: textOr(footer?.phone, 'Phone coming soon'),
    email: textOr(footer?.email, 'Email coming soon'),
    hours: { kind: 'default', text: SITE_TEXTS.defaultHours },
  };
}

export function buildStoresModel(
  setting: SectionSetting,
  stores: readonly Store[],
  footer: FooterSettings | null,
  template: Template,
): StoresModel {
  const visible = visibleStores(stores);
  return {
    title: textOr(setting.title, TEMPLATE_DEFAULTS[template].storesTitle),
    description: textOrNull(setting.description),
    stores: visible.map((store, index) => ({
      id: store.id,
      name: store.name,
      address: textOrNull(store.address),
      city: textOrNull(store.city),
      image: textOr(store.store_image, builtinStoreImage(template, index)),
      hours: buildHoursView(store.opening_hours),
      map: storeMapLink(store),
    })),
    columns: classicStoreColumns(visible.length),
    mainStore: mainStore(footer),
  };
}

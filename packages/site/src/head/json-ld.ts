import {
  type PublicPayload,
  STRUCTURED_DATA_COUNTRY,
  STRUCTURED_DATA_PRICE_RANGE,
  type Store,
} from '@webku/contract';
import { businessContact } from '../data/business-contact';
import { orderLinks, orderLinkViews } from '../data/order-links-model';
import { visibleStores } from '../data/sort-visible';
import { textOrNull } from '../data/text';
import { absoluteUrl } from './absolute-url';
import { type LocalBusinessType, localBusinessType } from './local-business-type';
import { openingHoursSpecification } from './opening-hours-spec';

type Json = Record<string, unknown>;
export type JsonLdInput = {
  payload: PublicPayload;
  name: string;
  description: string | null;
  siteUrl: string;
  imageUrl: string | null;
  origin: string;
};

// Unset fields are left out rather than sent as null, which validators flag.
function compact(object: Json): Json {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );
}

function postalAddress(street: string | null, city: string | null): Json | null {
  if (!street && !city) return null;
  return compact({
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: city,
    addressCountry: STRUCTURED_DATA_COUNTRY,
  });
}

export function businessText(payload: PublicPayload): string {
  const web = payload.web_settings;
  return [
    payload.company.name,
    payload.company.description,
    payload.hero_section?.sub_name,
    web?.website_title,
    web?.website_description,
    web?.meta_keywords,
  ]
    .filter(Boolean)
    .join(' \n ');
}

function storeLocation(store: Store, type: LocalBusinessType, origin: string): Json {
  const hours = openingHoursSpecification(store.opening_hours);
  // The store's own platform pages; its Maps place is its map when the owner gave no map link.
  const links = orderLinkViews(store.order_links);
  const mapsPlace = links.find((link) => link.platform === 'google_maps');
  const sameAs = links.map((link) => link.href);
  return compact({
    '@type': type,
    name: store.name,
    image: absoluteUrl(store.store_image, origin),
    address: postalAddress(textOrNull(store.address), textOrNull(store.city)),
    hasMap: textOrNull(store.google_map_url) ?? mapsPlace?.href ?? null,
    sameAs: sameAs.length > 0 ? sameAs : null,
    openingHoursSpecification: hours.length > 0 ? hours : null,
  });
}

/** schema.org LocalBusiness (or a closer subtype) from web settings, footer and active stores. */
export function buildLocalBusinessJsonLd(input: JsonLdInput): Json {
  const { payload, origin } = input;
  const footer = payload.footer_settings;
  const type = localBusinessType(businessText(payload));
  const stores = visibleStores(payload.stores);
  const sameAs = [
    ...new Set(
      [
        footer?.instagram_url,
        footer?.facebook_url,
        footer?.tiktok_url,
        ...orderLinks(payload).map((link) => link.href),
      ]
        .map(textOrNull)
        .filter((url): url is string => url !== null),
    ),
  ];
  return compact({
    '@context': 'https://schema.org',
    '@type': type,
    name: input.name,
    description: input.description,
    url: input.siteUrl,
    image: input.imageUrl,
    logo: absoluteUrl(payload.web_settings?.navigation_logo ?? payload.company.logo, origin),
    telephone: businessContact(payload).phone,
    email: textOrNull(footer?.email),
    address: postalAddress(textOrNull(footer?.address), null),
    priceRange: STRUCTURED_DATA_PRICE_RANGE,
    sameAs: sameAs.length > 0 ? sameAs : null,
    department: stores.length > 0 ? stores.map((store) => storeLocation(store, type, origin)) : null,
  });
}

import { CATALOGUE } from '../packs/catalogue/index';
import { normalizeText } from '../packs/catalogue/normalize';
import { FOOD_KINDS } from './food';
import type { Kind, KindItem } from './kind-types';
import { PEOPLE_KINDS } from './people';
import { PLACE_KINDS } from './places';
import { RETAIL_KINDS } from './retail';
import { SERVICE_KINDS } from './services';

export type * from './kind-types';
export { wordingFor } from './label';
export { FAMILY_TEXTS, FAMILY_WORDS, WORDINGS } from './wording';

const CATALOGUE_PRICES = new Map(
  CATALOGUE.flatMap((entry) => entry.name.map((name) => [normalizeText(name), entry.price] as const)),
);

// One range per named thing: an item the catalogue also lists takes the catalogue's range.
function withCataloguePrice(item: KindItem): KindItem {
  const price = item.name.map((name) => CATALOGUE_PRICES.get(normalizeText(name))).find(Boolean);
  return price ? { ...item, price } : item;
}

// Every kind of business the built-in content knows, in the order a tie is settled (earlier wins).
export const KINDS: readonly Kind[] = [
  ...FOOD_KINDS,
  ...SERVICE_KINDS,
  ...RETAIL_KINDS,
  ...PEOPLE_KINDS,
  ...PLACE_KINDS,
].map((kind) => ({ ...kind, items: kind.items.map(withCataloguePrice) }));

// The kind for a business nothing in the catalogue fits: its offer comes only from the owner's own words.
export const GENERAL_KIND: Kind = {
  id: 'general',
  family: 'general',
  name: ['Usaha Lokal', 'Local Business'],
  offering: ['produk dan layanan', 'products and services'],
  keywords: [],
  wording: 'catalogue',
  categories: [['Yang Kami Tawarkan', 'What We Offer']],
  items: [],
  goods: [],
  art: 'generic',
};

export function kindById(id: string): Kind {
  return KINDS.find((kind) => kind.id === id) ?? GENERAL_KIND;
}

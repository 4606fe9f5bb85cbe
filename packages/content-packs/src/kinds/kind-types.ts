import type { ArtKind, Bi, BusinessKind } from '../packs/pack-types';

export type Family =
  | 'food'
  | 'retail'
  | 'services'
  | 'beauty'
  | 'education'
  | 'lodging'
  | 'tourism'
  | 'general';

// How a kind names what it offers: the navigation label, the section title and the hero's button follow it.
export type Wording =
  | 'menu'
  | 'services'
  | 'products'
  | 'rooms'
  | 'classes'
  | 'fleet'
  | 'units'
  | 'packages'
  | 'catalogue';

// A typical offering with a rupiah range a small business would ask, in category `category` of its kind.
export type KindItem = {
  name: Bi;
  price: readonly [min: number, max: number];
  category: number;
  // Other words owners use for it (normalised on load).
  aliases: readonly string[];
};

export type Kind = {
  id: string;
  family: Family;
  // What the business is, for the hero sub name when the owner's type is too long ("Bengkel Motor").
  name: Bi;
  // A noun phrase for shared sentences ("servis motor", "motorcycle servicing").
  offering: Bi;
  // Words and phrases owners write for this kind; a leading '~' marks a weak, general word ("warung", "toko").
  keywords: readonly string[];
  wording: Wording;
  // Words that make an offering one of the kind's packages besides "paket" ("Mini Session", "Full
  // Coverage" at a photographer): a service whose offerings are mostly packages is labelled "Paket".
  bundles?: readonly string[];
  categories: readonly Bi[];
  items: readonly KindItem[];
  // Take-home goods the kind usually sells besides its offer (a barbershop's pomade); empty for most kinds.
  goods: readonly KindItem[];
  // The pack's own merchandise fits this kind better than `goods` (a coffee shop's beans and brewing gear).
  goodsFromPack?: true;
  // The built-in content pack whose menu and pictures fit this kind, if any; otherwise the family's art.
  pack?: Exclude<BusinessKind, 'generic'>;
  // Pictures: the built-in art drawn for this kind ('coffee', 'services', 'tourism'...).
  art: ArtKind;
  footer?: Bi;
  // The business comes to its customers (a caterer, an AC technician): the site shows where it serves
  // instead of inviting customers to a shop.
  visits?: true;
  // Customers eat or drink at the business's own tables (a warung, a coffee shop): table cards fit.
  tables?: true;
};

// `item('Ganti Oli', 'Oil Change', 35_000, 80_000, 0, 'oli', 'oil')`
export function item(
  id: string,
  en: string,
  min: number,
  max: number,
  category = 0,
  ...aliases: string[]
): KindItem {
  return { name: [id, en], price: [min, max], category, aliases };
}

export type BusinessKind = 'coffee' | 'restaurant' | 'bakery' | 'fashion' | 'beauty' | 'generic';

// The sets of built-in pictures: one per pack, and one per family of business the packs do not draw.
export type ArtKind =
  | BusinessKind
  | 'services'
  | 'retail'
  | 'education'
  | 'lodging'
  | 'tourism'
  | 'rental'
  | 'equipment';

// Copy in both site languages: [Indonesian, English]. May hold {brand}, {city}, {offering} placeholders.
export type Bi = readonly [indonesia: string, english: string];

export type PackMenuItem = {
  name: Bi;
  description: Bi;
  price: number;
  image: string;
  best?: true;
  recommended?: true;
};

export type PackCategory = { name: Bi; image: string; items: readonly PackMenuItem[] };

export type PackMerchandise = { name: Bi; description: Bi; price: number; images: readonly string[] };

export type PackArticle = {
  title: Bi;
  category: Bi;
  description: Bi;
  paragraphs: readonly [indonesia: readonly string[], english: readonly string[]];
  thumbnail: string;
};

// A built-in menu: the kinds of business it fits use it when the owner names nothing on it.
export type ContentPack = {
  kind: Exclude<BusinessKind, 'generic'>;
  categories: readonly PackCategory[];
  // Take-home goods, for the kinds that sell them from the pack (see Kind.goodsFromPack).
  merchandise?: readonly PackMerchandise[];
};

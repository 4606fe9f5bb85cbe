export type BusinessKind = 'coffee' | 'restaurant' | 'bakery' | 'fashion' | 'beauty' | 'generic';

// The sets of built-in pictures: one per pack, and one per family of business the packs do not draw.
export type ArtKind = BusinessKind | 'services' | 'retail' | 'education' | 'lodging' | 'tourism';

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

export type ContentPack = {
  kind: BusinessKind;
  // Hero sub name and the second half of the page title.
  subName: Bi;
  // Used when the owner's short description is empty.
  fallbackTagline: Bi;
  footerTagline: Bi;
  // Comma-separated SEO keywords, the brand and city are added by the builder.
  keywords: Bi;
  // What the business offers, as a noun phrase for shared sentences ("kopi dan kudapan").
  offering: Bi;
  sections: {
    menu: readonly [title: Bi, description: Bi];
    merchandise: readonly [title: Bi, description: Bi];
    news: readonly [title: Bi, description: Bi];
    stores: Bi;
  };
  categories: readonly PackCategory[];
  merchandise: readonly PackMerchandise[];
  // Business-specific news; the builder adds the shared launch, new-store and event articles.
  articles: readonly PackArticle[];
};

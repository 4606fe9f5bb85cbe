// The offline catalogue is data only, with no imports from the server, so it can move with the packs.

// Copy in both site languages: [Indonesian, English].
export type CatalogueText = readonly [indonesia: string, english: string];

export type CatalogueKind = 'coffee' | 'restaurant' | 'bakery' | 'fashion' | 'beauty' | 'generic';

export type Cuisine =
  | 'padang'
  | 'sunda'
  | 'jawa'
  | 'betawi'
  | 'bali'
  | 'manado'
  | 'chinese'
  | 'palembang'
  | 'madura'
  | 'aceh'
  | 'makassar'
  | 'medan';

export type CatalogueCategory =
  | 'nasi'
  | 'lauk'
  | 'sayur'
  | 'sup'
  | 'mi'
  | 'sate'
  | 'camilan'
  | 'manis'
  | 'minuman'
  | 'kopi'
  | 'non-kopi'
  | 'teh'
  | 'roti'
  | 'kue'
  | 'pastri'
  | 'kue-tradisional'
  | 'kue-kering'
  | 'atasan'
  | 'bawahan'
  | 'gamis'
  | 'hijab'
  | 'luaran'
  | 'aksesori'
  | 'rambut'
  | 'wajah'
  | 'kuku'
  | 'tubuh'
  | 'rias'
  | 'layanan';

export type CatalogueEntry = {
  id: string;
  name: CatalogueText;
  category: CatalogueCategory;
  // Business types the entry belongs to; the first is where it is most at home.
  kinds: readonly CatalogueKind[];
  // Set for regional dishes only; national dishes (nasi goreng, bakso) have none.
  cuisine?: Cuisine;
  // Whole rupiah, inclusive: [lowest, highest] a small business would ask.
  price: readonly [min: number, max: number];
  description: CatalogueText;
  // Other names and spellings owners write (without the name itself).
  aliases?: readonly string[];
  // A built-in drawing ('restaurant/bakso') when one fits; otherwise the category's picture is used.
  image?: string;
};

export type CategoryLabel = { id: CatalogueCategory; name: CatalogueText };

export type CuisineInfo = {
  id: Cuisine;
  // Words that name the cuisine in an owner's text ('minang', 'masakan padang').
  words: readonly string[];
  // Hero sub name and menu wording when this cuisine is named.
  label: CatalogueText;
};

// Indonesia's three time zones: Western (WIB), Central (WITA) and Eastern (WIT).
export type PlaceZone = 'WIB' | 'WITA' | 'WIT';
export type City = { name: string; aliases?: readonly string[]; zone?: PlaceZone };

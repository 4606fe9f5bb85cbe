import { BAKERY } from './bakery';
import { BEAUTY } from './beauty';
import { BETAWI_BALI_MANADO } from './betawi-bali-manado';
import type { CatalogueEntry } from './catalogue-types';
import { CHINESE } from './chinese';
import { COFFEE } from './coffee';
import { DRINKS } from './drinks';
import { FASHION } from './fashion';
import { GENERIC } from './generic';
import { JAWA } from './jawa';
import { NUSANTARA } from './nusantara';
import { PADANG } from './padang';
import { SUNDA } from './sunda';

export type * from './catalogue-types';
export { CATEGORY_LABELS } from './categories';
export { CITIES } from './cities';
export { CUISINES } from './cuisines';

export const CATALOGUE: readonly CatalogueEntry[] = [
  ...PADANG,
  ...SUNDA,
  ...JAWA,
  ...BETAWI_BALI_MANADO,
  ...CHINESE,
  ...NUSANTARA,
  ...DRINKS,
  ...COFFEE,
  ...BAKERY,
  ...FASHION,
  ...BEAUTY,
  ...GENERIC,
];

import { bakeryCategories } from './bakery-menu';
import type { ContentPack } from './pack-types';

export const bakeryPack: ContentPack = {
  kind: 'bakery',
  categories: bakeryCategories,
};

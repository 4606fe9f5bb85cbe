import { fashionCategories } from './fashion-menu';
import type { ContentPack } from './pack-types';

export const fashionPack: ContentPack = {
  kind: 'fashion',
  categories: fashionCategories,
};

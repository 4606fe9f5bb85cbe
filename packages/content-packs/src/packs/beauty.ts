import { beautyCategories } from './beauty-menu';
import type { ContentPack } from './pack-types';

export const beautyPack: ContentPack = {
  kind: 'beauty',
  categories: beautyCategories,
};

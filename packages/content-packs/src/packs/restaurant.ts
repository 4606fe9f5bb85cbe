import type { ContentPack } from './pack-types';
import { restaurantCategories } from './restaurant-menu';

export const restaurantPack: ContentPack = {
  kind: 'restaurant',
  categories: restaurantCategories,
};

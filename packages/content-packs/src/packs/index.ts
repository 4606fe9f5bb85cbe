import { bakeryPack } from './bakery';
import { beautyPack } from './beauty';
import { coffeePack } from './coffee';
import { fashionPack } from './fashion';
import type { BusinessKind, ContentPack } from './pack-types';
import { restaurantPack } from './restaurant';

export const PACKS: Record<Exclude<BusinessKind, 'generic'>, ContentPack> = {
  coffee: coffeePack,
  restaurant: restaurantPack,
  bakery: bakeryPack,
  fashion: fashionPack,
  beauty: beautyPack,
};

export type { ArtKind, Bi, BusinessKind, ContentPack } from './pack-types';

import { bakeryPack } from './bakery';
import { beautyPack } from './beauty';
import { coffeePack } from './coffee';
import { fashionPack } from './fashion';
import { genericPack } from './generic';
import type { BusinessKind, ContentPack } from './pack-types';
import { restaurantPack } from './restaurant';

export const PACKS: Record<BusinessKind, ContentPack> = {
  coffee: coffeePack,
  restaurant: restaurantPack,
  bakery: bakeryPack,
  fashion: fashionPack,
  beauty: beautyPack,
  generic: genericPack,
};

export type { ArtKind, Bi, BusinessKind, ContentPack } from './pack-types';

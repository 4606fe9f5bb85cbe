import { bakeryArt } from './art-bakery';
import { beautyArt } from './art-beauty';
import { coffeeArt } from './art-coffee';
import {
  educationArt,
  equipmentArt,
  lodgingArt,
  rentalArt,
  retailArt,
  servicesArt,
  tourismArt,
} from './art-families';
import { fashionArt } from './art-fashion';
import { genericArt } from './art-generic';
import { restaurantArt } from './art-restaurant';
import type { PackArt } from './pack-art';

export const BUILTIN_ART: readonly PackArt[] = [
  coffeeArt,
  restaurantArt,
  bakeryArt,
  fashionArt,
  beautyArt,
  genericArt,
  servicesArt,
  retailArt,
  educationArt,
  lodgingArt,
  tourismArt,
  rentalArt,
  equipmentArt,
];

// Built-in content: the business-kind packs, the offline catalogue of dishes, products and places, and the
// drawn images they refer to. Data and pure functions only; the server builds sites from it and the site
// preview script renders with it.

export { MAX_WRITTEN_PRICE } from '@webku/contract';
export {
  builtinImageKeyFromUrl,
  builtinImageKeys,
  builtinImageUrl,
  isArtKind,
  renderBuiltinImageSvg,
} from './builtin-images';
export { classifyBusiness } from './kinds/classify';
export type * from './kinds/index';
export {
  FAMILY_TEXTS,
  FAMILY_WORDS,
  GENERAL_KIND,
  KINDS,
  kindById,
  WORDINGS,
  wordingFor,
} from './kinds/index';
export { catalogueEntryFor, fitsKind, kindItemFor, ownerOfferings } from './kinds/offerings';
export { type OwnerOffer, type OwnerOffering, tidyName } from './kinds/owner-offer';
export { type PriceUnit, type WrittenPrice, writtenPrices } from './kinds/owner-prices';
export { saysNoPlace } from './kinds/premises';
export type * from './packs/catalogue/index';
export { CATALOGUE, CATEGORY_LABELS, CITIES, CUISINES } from './packs/catalogue/index';
export { type CatalogueMatch, matchCatalogue, type NamedEntry } from './packs/catalogue/match-catalogue';
export { normalizeText } from './packs/catalogue/normalize';
export { placeZone } from './packs/catalogue/place-zone';
export { PACKS } from './packs/index';
export type * from './packs/pack-types';
export { SHARED_ARTICLES } from './packs/shared-articles';
export { readStreet } from './reading/facts/street';
export { readWhatsApp, type WrittenWhatsApp } from './reading/facts/whatsapp';
export { readOwnerOffer } from './reading/read-owner-offer';
export { createRng, hashString, type Rng } from './rng';

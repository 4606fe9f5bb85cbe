import { type ArtKind, builtinImageUrl } from '@webku/content-packs';
import type { GeneratedOpeningHours, GeneratedStore } from './content-provider';

// A place the owner named: a city's name, or a city with the province or island they wrote after it, or a
// province alone when they named no city (the matcher's `places`).
export type StorePlace = string | { city: string | null; province: string | null };

// Whether the brand already says the place, as whole words ("Amed Reef Divers" names Amed).
function names(brand: string, place: string): boolean {
  const words = (text: string) =>
    ` ${text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .join(' ')} `;
  return words(brand).includes(words(place));
}

// Words by which an owner says the business stands in more than one place.
const BRANCH_WORDS = /(?<![\p{L}\p{N}])(?:cabang|branch(?:es)?|outlets?|gerai)(?![\p{L}\p{N}])/iu;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the owner's words say the business stands in each of the places read: a word for a branch
 * ("cabang kedua di Sby", "outlets in Kuta and Ubud"), or the places listed after "di"/"in"/"at" ("di Jakarta
 * dan Bogor"). Otherwise a second city is where they serve or pick up ("wilayah bekasi & jaktim", "pick up
 * from Ubud"), not a store of theirs.
 */
export function speaksOfBranches(text: string, places: readonly StorePlace[] = []): boolean {
  if (BRANCH_WORDS.test(text)) return true;
  const [first, second] = places.map((place) => (typeof place === 'string' ? place : place.city));
  if (!first || !second) return false;
  const listed = new RegExp(
    `(?<![\\p{L}])(?:di|in|at)\\s+${escapeRegExp(first)}(?:\\s*,\\s*[\\p{L} ]+?)?\\s*(?:,|dan|and|&|serta|/)\\s*${escapeRegExp(second)}(?![\\p{L}])`,
    'iu',
  );
  return listed.test(text);
}

// Only what the owner said: one store per place they named (at most three) when they speak of branches, else
// one for the first place, named after the business, with the
// opening hours they wrote (none otherwise) and no map link. The store's city line is the city, with the province
// after it when the owner wrote one ("Denpasar, Bali"), or the province alone when that is all they named. The
// street they wrote goes on the first store, the one the description is about. Without a place the business
// still gets one store card, so the contact section has a place to complete.
export function buildStores(
  art: ArtKind,
  brand: string,
  places: readonly StorePlace[],
  hours: readonly GeneratedOpeningHours[],
  street: string | null = null,
  branches = false,
): GeneratedStore[] {
  const named = places
    .slice(0, branches ? 3 : 1)
    .map((place) => (typeof place === 'string' ? { city: place, province: null } : place));
  const stores = named.length ? named : [{ city: null, province: null }];
  return stores.map(({ city, province }, index) => {
    const place = city ?? province;
    return {
      name: place && stores.length > 1 && !names(brand, place) ? `${brand} ${place}` : brand,
      city: city && province ? `${city}, ${province}` : place,
      address: index === 0 ? street : null,
      google_map_url: null,
      store_image: builtinImageUrl(`${art}/store-${index + 1}`),
      display_order: index + 1,
      opening_hours: hours.map((hour) => ({ ...hour })),
    };
  });
}

import { type ArtKind, builtinImageUrl } from '@webku/content-packs';
import type { GeneratedOpeningHours, GeneratedStore } from './content-provider';

// Only what the owner said: one store per place they named (at most three), named after the business,
// with the opening hours they wrote (none otherwise), and no street address or map link. Without a place the
// business still gets one store card, so the contact section has a place to complete.
export function buildStores(
  art: ArtKind,
  brand: string,
  cities: readonly string[],
  hours: readonly GeneratedOpeningHours[],
): GeneratedStore[] {
  const places = cities.length ? cities.slice(0, 3) : [null];
  return places.map((city, index) => ({
    name: city && places.length > 1 ? `${brand} ${city}` : brand,
    city,
    address: null,
    google_map_url: null,
    store_image: builtinImageUrl(`${art}/store-${index + 1}`),
    display_order: index + 1,
    opening_hours: hours.map((hour) => ({ ...hour })),
  }));
}

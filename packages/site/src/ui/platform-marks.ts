import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { OrderLinkPlatform } from '@webku/contract';

const require = createRequire(import.meta.url);

// The platforms' marks from the simple-icons package (24×24 paths), drawn inline in the page: no request
// to anyone. Platforms whose mark the package does not carry show the site's own shopping-bag icon.
type MarkName = OrderLinkPlatform | 'google';
const FILES: Partial<Record<MarkName, string>> = {
  gofood: 'gojek',
  grabfood: 'grab',
  shopeefood: 'shopee',
  shopee: 'shopee',
  tiktok_shop: 'tiktok',
  instagram: 'instagram',
  facebook: 'facebook',
  tiktok: 'tiktok',
  google_maps: 'googlemaps',
  google: 'google',
};

let marks: Partial<Record<MarkName, string>> | null = null;

function load(): Partial<Record<MarkName, string>> {
  const read = (name: string) => {
    const svg = readFileSync(require.resolve(`simple-icons/icons/${name}.svg`), 'utf8');
    const path = /<path d="([^"]+)"/.exec(svg)?.[1];
    if (!path) throw new Error(`simple-icons/${name}.svg has no path`);
    return path;
  };
  return Object.fromEntries(Object.entries(FILES).map(([platform, name]) => [platform, read(name)]));
}

/** The platform's (or Google's) mark as an SVG path on a 24×24 grid, or null when there is none. */
export function platformMark(name: MarkName): string | null {
  marks ??= load();
  return marks[name] ?? null;
}

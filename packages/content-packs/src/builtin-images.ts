import { packRenderers } from './images/pack-art';
import { BUILTIN_ART } from './images/registry';
import type { ArtKind } from './packs/pack-types';

// Renderers are built once; each SVG is drawn on first request and then kept (a few KB each).
const renderers = new Map<string, () => string>();
for (const pack of BUILTIN_ART) {
  for (const [key, render] of packRenderers(pack)) renderers.set(key, render);
}
const cache = new Map<string, string>();
const artKinds = new Set<string>(BUILTIN_ART.map((pack) => pack.kind));

// Whether a stored value names one of the sets of built-in pictures.
export function isArtKind(value: string): value is ArtKind {
  return artKinds.has(value);
}

// Every built-in image key, e.g. 'coffee/hero', 'bakery/croissant', 'generic/store-2'.
export function builtinImageKeys(): string[] {
  return [...renderers.keys()];
}

// The SVG document for a built-in image key, or null if the key is unknown.
export function renderBuiltinImageSvg(key: string): string | null {
  const cached = cache.get(key);
  if (cached) return cached;
  const render = renderers.get(key);
  if (!render) return null;
  const svg = render();
  cache.set(key, svg);
  return svg;
}

// Public URL under which the server serves a built-in image.
export function builtinImageUrl(key: string): string {
  return `/media/builtin/${key}.svg`;
}

// The key of a built-in image URL, or null for any other URL.
export function builtinImageKeyFromUrl(url: string): string | null {
  const match = /^\/media\/builtin\/([a-z0-9-]+\/[a-z0-9-]+)\.svg$/.exec(url);
  return match && renderers.has(match[1]!) ? match[1]! : null;
}

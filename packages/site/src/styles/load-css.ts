import { readFileSync } from 'node:fs';

const cache = new Map<string, string>();

// Hand-written CSS has no strings with significant whitespace, so a light minifier is enough.
// Spaces before ':' and around '+' stay: 'a :hover' and 'calc(1px + 2%)' depend on them.
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/** A stylesheet next to this file, minified and read once per process. */
export function loadCss(name: string): string {
  return loadCssAt(new URL(`./${name}.css`, import.meta.url));
}

/** A stylesheet anywhere (a section's, in its own folder), minified and read once per process. */
export function loadCssAt(url: URL): string {
  const cached = cache.get(url.href);
  if (cached !== undefined) return cached;
  const css = minifyCss(readFileSync(url, 'utf8'));
  cache.set(url.href, css);
  return css;
}

import { fileURLToPath } from 'node:url';

/** Absolute path of the built enhancement script (`npm run build:enhance -w @webku/site`). */
export function enhanceScriptPath(): string {
  return fileURLToPath(new URL('../../dist/enhance.js', import.meta.url));
}

/** Absolute path of the link-in-bio page's script, built beside it (`dist/bio.js`). */
export function bioScriptPath(): string {
  return fileURLToPath(new URL('../../dist/bio.js', import.meta.url));
}

/** Absolute path of the field-speed script a sampled view loads, built beside them (`dist/vitals.js`). */
export function vitalsScriptPath(): string {
  return fileURLToPath(new URL('../../dist/vitals.js', import.meta.url));
}

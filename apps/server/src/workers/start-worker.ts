import { Worker } from 'node:worker_threads';

// This module's own location. Not written as the usual one-liner on purpose: the bundle build rewrites
// that expression to the source file's place in the repository (build-tools/bundle-server.ts), and here
// the bundle's own place is wanted. From the sources it ends in .ts; in the bundle it is dist/main.js.
const location = import.meta;
const fromSources = location.url.endsWith('.ts');

/**
 * Starts the worker thread `name`: from the sources, `source` (its TypeScript module) through tsx; from
 * the bundle, `dist/{name}.js`, which the bundle build makes from that same module.
 */
export function startWorker(name: string, source: URL): Worker {
  if (!fromSources) return new Worker(new URL(`./${name}.js`, location.url));
  return new Worker(new URL('./typescript-worker.mjs', location.url), {
    workerData: { module: source.href },
  });
}

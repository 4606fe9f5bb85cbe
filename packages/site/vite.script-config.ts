import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** One of the public site's scripts: an IIFE with no dependencies left, minified into dist/<fileName>. */
export function siteScriptConfig(entry: string, name: string, fileName: string) {
  return defineConfig({
    publicDir: false,
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      emptyOutDir: false,
      target: 'es2020',
      minify: true,
      sourcemap: false,
      lib: {
        entry: fileURLToPath(new URL(entry, import.meta.url)),
        formats: ['iife'],
        name,
        fileName: () => fileName,
      },
    },
  });
}

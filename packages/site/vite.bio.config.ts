import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The link-in-bio page's script (only the visit beacon): one IIFE, minified into dist/bio.js.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: false,
    target: 'es2020',
    minify: true,
    sourcemap: false,
    lib: {
      entry: fileURLToPath(new URL('./src/client/bio.ts', import.meta.url)),
      formats: ['iife'],
      name: 'webkuBio',
      fileName: () => 'bio.js',
    },
  },
});

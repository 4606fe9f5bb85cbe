import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The public site's only script: one IIFE, no dependencies, minified into dist/enhance.js.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: false,
    target: 'es2020',
    minify: true,
    sourcemap: false,
    lib: {
      entry: fileURLToPath(new URL('./src/client/enhance.ts', import.meta.url)),
      formats: ['iife'],
      name: 'webkuEnhance',
      fileName: () => 'enhance.js',
    },
  },
});

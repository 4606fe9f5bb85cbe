import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { listsFromDefinitions } from './build-tools/lists-from-definitions';
import { precompress } from './build-tools/precompress';

// What the admin app's entry imports statically (React, the router, the shell and the dashboard), in one
// file. Left to itself, rolldown splits off every module an editor shares (a button, an icon) into a file of
// its own, and the first screen fetched ~40 small files, each with ~1 KB of headers. The landing page's
// script stays apart; the contract's modules both entries import form one small file of their own. The
// entry itself (index.html, main.tsx) stays out of the group: captured, it would become the shell file and
// leave the manifest without the entry prerender-landing.tsx reads; left out with its dependencies not
// followed, the shell imported it back, a cycle that hung main.tsx's top-level await on the landing page.
const CONTRACT = { name: 'contract', tags: ['$initial' as const], test: /[\\/]packages[\\/]contract[\\/]/ };
const SHELL = {
  name: 'shell',
  tags: ['$initial' as const],
  test: (id: string) =>
    !/[\\/](?:packages[\\/]contract[\\/]|src[\\/](?:landing\.ts|main\.tsx)$|index\.html)/.test(id),
};

// The built admin runs on Preact through its React compatibility layer (decision 047): React's own
// runtime (react-dom alone is ~55 KB compressed) left no room for the first screen's 90 KB. The code
// still imports 'react'; only the build swaps the runtime. `vite` (dev), the unit tests and the
// server's rendering of public pages (react-dom/server) keep React 19.
const PREACT_RUNTIME = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [react(), tailwindcss(), precompress(), listsFromDefinitions()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? PREACT_RUNTIME : []),
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The manifest tells build-tools/prerender-landing.tsx which files the two entries became.
    manifest: true,
    rollupOptions: {
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        landing: fileURLToPath(new URL('./src/landing.ts', import.meta.url)),
      },
      output: { codeSplitting: { groups: [CONTRACT, SHELL] } },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
}));

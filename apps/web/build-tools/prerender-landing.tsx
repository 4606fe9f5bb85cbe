// Renders the landing page (the login screen) into dist/landing.html at build time, so a visitor on a
// phone sees it before any script has loaded; the server sends it for '/' on the platform host. The page
// runs src/landing.ts instead of the admin app, which it loads only for a visitor already signed in.
// Run after `vite build`: tsx apps/web/build-tools/prerender-landing.tsx
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginPage } from '../src/features/auth/components/login-page';
import { PRERENDERED_ATTRIBUTE } from '../src/lib/prerendered';
import { compressBeside } from './precompress';

type Manifest = Record<string, { file: string; isEntry?: boolean }>;

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(await readFile(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;
const appScript = `/${manifest['index.html']!.file}`;
const landingScript = `/${manifest['src/landing.ts']!.file}`;

const page = renderToString(
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>
  </QueryClientProvider>,
)
  // The shell's <head> already has the same title.
  .replace(/<title>.*?<\/title>/, '');

let html = await readFile(`${dist}index.html`, 'utf8');
const root = '<div id="root"></div>';
if (!html.includes(root)) throw new Error('index.html has no empty #root to fill');
html = html
  // Neither the admin app nor its preloaded chunks: src/landing.ts imports the app when it is needed.
  .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(
    '</head>',
    `<meta name="webku-app" content="${appScript}"><script type="module" src="${landingScript}"></script></head>`,
  )
  .replace(root, `<div id="root" ${PRERENDERED_ATTRIBUTE}>${page}</div>`);
await writeFile(`${dist}landing.html`, html);
await compressBeside(`${dist}landing.html`);

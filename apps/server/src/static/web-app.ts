import { type Dirent, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { isWebAppPath } from '@webku/contract';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { renderErrorPage } from '@webku/site';
import { Hono } from 'hono';
import { ERROR_CACHE_CONTROL } from '../http/cache-control';
import type { AppEnv } from '../http/context';

// Each row section's editor is an admin screen at its key.
const ROW_SECTION_SCREENS = ROW_SECTIONS.map((section) => section.key);

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// The admin SPA's files (apps/web build). The build does not change while the server runs, so the list
// of files is read once: a public page request never pays for a file-system miss.
export function webAppStatic(distDir: string) {
  const app = new Hono<AppEnv>();
  const root = resolve(distDir);
  const files = listFiles(root);
  const serve = serveStatic({
    root,
    // The build writes .br and .gz beside each text asset (apps/web/build-tools/precompress.ts).
    precompressed: true,
    onFound: (path, c) => {
      if (path.includes('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // Hashed assets are also looked up on disk, so a rebuild while the server runs is picked up.
  app.use('*', async (c, next) =>
    files.has(c.req.path) || c.req.path.startsWith('/assets/') ? serve(c, next) : next(),
  );
  return app;
}

function listFiles(root: string, prefix = ''): Set<string> {
  const found = new Set<string>();
  let entries: Dirent[];
  try {
    entries = readdirSync(join(root, prefix), { withFileTypes: true });
  } catch {
    return found; // not built yet: the fallback explains
  }
  for (const entry of entries) {
    const path = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) for (const file of listFiles(root, path)) found.add(file);
    else if (path !== '/index.html') found.add(path);
  }
  return found;
}

// The app's screens get the SPA shell (in Mode A it learns its company from two meta tags); every other
// path the public site does not own gets the 404 page the public site uses, with status 404.
export function webAppFallback(
  distDir: string,
  modeASlug: (host: string | undefined) => Promise<string | null>,
  platform: { platformUrl: string; singleSite: boolean },
) {
  const app = new Hono<AppEnv>();
  const root = resolve(distDir);
  let indexHtml: Promise<string> | null = null;
  const loadIndex = () => {
    indexHtml ??= readFile(join(root, 'index.html'), 'utf8').catch((error: unknown) => {
      indexHtml = null;
      throw error;
    });
    return indexHtml;
  };

  // The landing page rendered at build time (apps/web/build-tools/prerender-landing.tsx); '/' reaches
  // this fallback only on the platform host, where it is the sign-in screen.
  const landing = serveStatic({
    root,
    path: 'landing.html',
    precompressed: true,
    onFound: (_path, c) => c.header('Cache-Control', 'no-cache'),
  });
  app.get('/', (c, next) => landing(c, next));

  app.get('*', async (c) => {
    // A missing script or stylesheet must not be answered with the HTML shell.
    if (c.req.path.startsWith('/assets/')) return c.json({ message: 'Berkas tidak ditemukan' }, 404);
    const slug = await modeASlug(c.req.header('host'));
    if (!isWebAppPath(c.req.path, slug ? 'A' : 'B', platform.singleSite, ROW_SECTION_SCREENS)) {
      c.var.log.info({ path: c.req.path }, 'not found');
      const page = renderErrorPage('not-found', 'indonesia', '/');
      c.header('Cache-Control', ERROR_CACHE_CONTROL);
      return c.html(page.html, 404);
    }
    let html: string;
    try {
      html = await loadIndex();
    } catch {
      return c.text('The admin app is not built yet: run `npm run build`.', 503);
    }
    if (slug) {
      // webku-platform: where the owner signs in before the admin opens on this host.
      const metas = [
        '<meta name="webku-mode" content="A">',
        `<meta name="webku-slug" content="${escapeAttr(slug)}">`,
        `<meta name="webku-platform" content="${escapeAttr(platform.platformUrl)}">`,
      ].join('');
      html = html.replace('</head>', `${metas}</head>`);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
  return app;
}

import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// The admin SPA's files (apps/web build): answered only when the file exists.
export function webAppStatic(distDir: string) {
  const app = new Hono<AppEnv>();
  const root = resolve(distDir);
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root, index: '__no_index__' }));
  return app;
}

// Every other path the public site does not own gets the SPA. In Mode A the shell learns its company
// from two meta tags.
export function webAppFallback(
  distDir: string,
  modeASlug: (host: string | undefined) => Promise<string | null>,
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

  app.get('*', async (c) => {
    let html: string;
    try {
      html = await loadIndex();
    } catch {
      return c.text('The admin app is not built yet: run `npm run build`.', 503);
    }
    const slug = await modeASlug(c.req.header('host'));
    if (slug) {
      const metas = `<meta name="webku-mode" content="A"><meta name="webku-slug" content="${escapeAttr(slug)}">`;
      html = html.replace('</head>', `${metas}</head>`);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
  return app;
}

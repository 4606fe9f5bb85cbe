import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { renderBuiltinImageSvg } from '../../providers/content/images';

// Built-in illustrations of the content packs, drawn in code; immutable for a given key.
export function mediaRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/builtin/*', (c) => {
    const match = /^\/media\/builtin\/([a-z0-9-]+\/[a-z0-9-]+)\.svg$/.exec(c.req.path);
    const svg = match ? renderBuiltinImageSvg(match[1]!) : null;
    if (!svg) return c.json({ message: 'Image not found' }, 404);
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
  return app;
}

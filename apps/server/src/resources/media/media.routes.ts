import { renderBuiltinImageSvg } from '@webku/content-packs';
import type { Db } from '@webku/db';
import { Hono } from 'hono';
import { BadRequestError, IMAGE_NOT_FOUND, NotFoundError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { BUILTIN_DEFAULT_WIDTH, BuiltinRaster } from '../../images/builtin-raster';
import type { StorageProvider } from '../../providers/storage/index';
import { serveUpload } from './serve-upload';

const BUILTIN_PATH = /^\/media\/builtin\/([a-z0-9-]+\/[a-z0-9-]+)\.(svg|webp)$/;
const BUILTIN_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Parses `?w=`: absent → null; anything but a whole number of pixels is a 400. */
export function requestedWidth(value: string | undefined): number | null {
  if (value === undefined) return null;
  if (!/^[1-9]\d{0,4}$/.test(value)) throw new BadRequestError('w must be a width in pixels');
  return Number(value);
}

// Public images: the company uploads (immutable names) and the built-in illustrations of the packs.
export function mediaRoutes({ db, storage }: { db: Db; storage: StorageProvider }) {
  const raster = new BuiltinRaster();
  const app = new Hono<AppEnv>();

  app.get('/builtin/*', async (c) => {
    const match = BUILTIN_PATH.exec(c.req.path);
    const key = match?.[1];
    if (!key || !renderBuiltinImageSvg(key)) throw new NotFoundError(IMAGE_NOT_FOUND);
    if (match[2] === 'svg') {
      return c.body(renderBuiltinImageSvg(key)!, 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': BUILTIN_CACHE,
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    }
    const image = await raster.render(key, requestedWidth(c.req.query('w')) ?? BUILTIN_DEFAULT_WIDTH);
    if (!image) throw new NotFoundError(IMAGE_NOT_FOUND);
    const headers = { 'Cache-Control': BUILTIN_CACHE, ETag: image.etag };
    if (c.req.header('if-none-match') === image.etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(image.bytes), 200, { ...headers, 'Content-Type': 'image/webp' });
  });

  app.get('/u/:companyId/:category/:filename', (c) =>
    serveUpload(c, { db, storage }, { ...c.req.param(), width: requestedWidth(c.req.query('w')) }),
  );
  // Nothing under /media falls through to the web app.
  app.all('*', () => {
    throw new NotFoundError(IMAGE_NOT_FOUND);
  });
  return app;
}

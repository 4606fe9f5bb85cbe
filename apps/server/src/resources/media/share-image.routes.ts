import { createHash } from 'node:crypto';
import { builtinImageKeyFromUrl, renderBuiltinImageSvg } from '@webku/content-packs';
import { MAX_ID } from '@webku/contract';
import { and, assets, type Db, eq } from '@webku/db';
import { shareImageSources } from '@webku/site';
import { Hono } from 'hono';
import { LruCache } from '../../cache/lru-cache';
import type { AppEnv } from '../../http/context';
import { companyPrefix } from '../../images/asset-paths';
import { renderShareImage } from '../../images/share-image';
import type { StorageProvider } from '../../providers/storage/index';
import type { PublicService } from '../public/public.service';

type ShareImage = { version: string; bytes: Buffer; etag: string };
const FILE = /^([1-9]\d{0,9})\.jpg$/;
const UPLOAD = /^\/media\/u\/(\d+)\/([a-z0-9][a-z0-9-]{0,39})\/([a-z0-9]{1,64}\.(?:jpg|png|webp))$/;

// Changes whenever any candidate image changes, so a chat app that cached the old picture fetches anew.
export function shareImageVersion(sources: readonly string[]): string {
  return createHash('sha1').update(sources.join('\n')).digest('base64url').slice(0, 10);
}

export function shareImagePath(companyId: number, sources: readonly string[]): string {
  return `/media/og/${companyId}.jpg?v=${shareImageVersion(sources)}`;
}

// GET /media/og/{companyId}.jpg: the company's share picture, rendered once per content version and
// kept in a bounded cache that the company's writes clear.
export function shareImageRoutes(deps: { db: Db; storage: StorageProvider; publicService: PublicService }) {
  const cache = new LruCache<string, Promise<ShareImage>>({
    maxEntries: 500,
    maxBytes: 64 * 1024 * 1024,
    sizeOf: () => 200 * 1024,
  });
  // One render at a time: a crawler asking for every company's picture queues instead of piling up
  // sharp pipelines on the shared cores.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
  const app = new Hono<AppEnv>();

  app.get('/:file', async (c) => {
    const match = FILE.exec(c.req.param('file'));
    const companyId = Number(match?.[1]);
    if (!match || companyId > MAX_ID) return c.json({ message: 'Image not found' }, 404);
    const payload = await deps.publicService.payload(companyId);
    const sources = shareImageSources(payload);
    const version = shareImageVersion(sources);
    const key = String(companyId);
    let pending = cache.get(key);
    if (!pending || (await pending.catch(() => null))?.version !== version) {
      pending = serial(() => render(companyId, sources, version));
      cache.set(key, pending);
      const mine = pending;
      mine.catch(() => cache.get(key) === mine && cache.delete(key));
    }
    const image = await pending;
    const headers = {
      ETag: image.etag,
      // A versioned URL never changes meaning; an unversioned or stale one may.
      'Cache-Control':
        c.req.query('v') === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    };
    if (c.req.header('if-none-match') === image.etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(image.bytes), 200, { ...headers, 'Content-Type': 'image/jpeg' });
  });

  async function render(companyId: number, sources: string[], version: string): Promise<ShareImage> {
    for (const source of sources) {
      const input = await readSource(companyId, source);
      if (!input) continue;
      const bytes = await renderShareImage(input);
      return { version, bytes, etag: `"og-${companyId}-${version}"` };
    }
    throw new Error(`no readable share image for company ${companyId}`);
  }

  // Only the platform's own images: a built-in illustration or this company's upload. An external URL
  // is never fetched (the server must not be made to request arbitrary addresses).
  async function readSource(companyId: number, source: string) {
    const path = /^https?:\/\//i.test(source) ? safePath(source) : source;
    if (!path) return null;
    const builtin = builtinImageKeyFromUrl(path);
    if (builtin) return { bytes: Buffer.from(renderBuiltinImageSvg(builtin)!), isSvg: true };
    const upload = UPLOAD.exec(path);
    if (!upload || Number(upload[1]) !== companyId) return null;
    const [row] = await deps.db
      .select({ storageKey: assets.storage_key })
      .from(assets)
      .where(
        and(
          eq(assets.company_id, companyId),
          eq(assets.category, upload[2]!),
          eq(assets.filename, upload[3]!),
        ),
      )
      .limit(1);
    if (!row?.storageKey.startsWith(companyPrefix(companyId))) return null;
    const object = await deps.storage.get(row.storageKey);
    if (!object) return null;
    return { bytes: Buffer.from(await new Response(object.body).arrayBuffer()), isSvg: false };
  }

  return { routes: app, invalidate: (companyId: number) => cache.delete(String(companyId)) };
}

function safePath(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

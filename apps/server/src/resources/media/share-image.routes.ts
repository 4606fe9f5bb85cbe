import { createHash } from 'node:crypto';
import { MAX_ID } from '@webku/contract';
import type { Db } from '@webku/db';
import { shareImageSources } from '@webku/site';
import { Hono } from 'hono';
import { LruCache } from '../../cache/lru-cache';
import { IMAGE_NOT_FOUND, NotFoundError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { readCompanyImage } from '../../images/company-image';
import { renderShareImage } from '../../images/share-image';
import type { StorageProvider } from '../../providers/storage/index';
import { loadCompanyArt } from '../../site-content/company-art';
import type { PublicService } from '../public/public.service';

type ShareImage = { version: string; bytes: Buffer; etag: string };
const FILE = /^([1-9]\d{0,9})\.jpg$/;

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
    if (!match || companyId > MAX_ID) throw new NotFoundError(IMAGE_NOT_FOUND);
    const payload = await deps.publicService.payload(companyId);
    const sources = shareImageSources(payload, await loadCompanyArt(deps.db, companyId));
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
      const input = await readCompanyImage(deps, companyId, source);
      if (!input) continue;
      const bytes = await renderShareImage(input);
      return { version, bytes, etag: `"og-${companyId}-${version}"` };
    }
    throw new Error(`no readable share image for company ${companyId}`);
  }

  return { routes: app, invalidate: (companyId: number) => cache.delete(String(companyId)) };
}

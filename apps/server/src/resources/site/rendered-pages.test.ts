import { brotliDecompressSync } from 'node:zlib';
import { companies, eq, sql } from '@webku/db';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDbWithCompany } from '../../../../../tests/support/server/db-with-company';
import { CompressedBody } from '../../http/compression';
import { PageCache } from './page-cache';
import { RenderedPages, renderFingerprint } from './rendered-pages';

const site = useDbWithCompany('Kopi Senja', 'kopi-senja');
const quiet = { warn: () => {} };
const BUILD = renderFingerprint(['https://webku.test', '/_site/enhance-abc.js']);

const version = async () => {
  const [row] = await site.handle.db
    .select({ version: companies.content_version })
    .from(companies)
    .where(eq(companies.id, site.companyId));
  return row!.version;
};
const bump = () =>
  site.handle.db
    .update(companies)
    .set({ content_version: sql`${companies.content_version} + 1` })
    .where(eq(companies.id, site.companyId));
const page = async (html: string, expiresAt: number | null = null) => ({
  status: 200,
  body: await CompressedBody.of(Buffer.from(html)),
  expiresAt,
});
const text = (body: CompressedBody) => brotliDecompressSync(body.br).toString();

describe('RenderedPages', () => {
  let store: RenderedPages;
  beforeEach(() => {
    store = new RenderedPages(site.handle.db, BUILD, quiet);
  });

  it('gives back a kept page byte for byte while the site has not changed since, and nothing after a change', async () => {
    const key = `${site.companyId}|home|https://webku.test|`;
    const kept = await page('<h1>Kopi Senja</h1>', Date.parse('2030-01-01T00:00:00Z'));
    await store.write(site.companyId, key, await version(), kept);

    const read = (await store.read(site.companyId)).get(key);
    expect(read?.status).toBe(200);
    expect(read?.body.etag).toBe(kept.body.etag);
    expect(text(read!.body)).toBe('<h1>Kopi Senja</h1>');
    expect(read?.expiresAt).toBe(Date.parse('2030-01-01T00:00:00Z'));
    expect(
      (await store.read(site.companyId)).get(`${site.companyId}|privacy-policy|https://webku.test|`),
    ).toBeUndefined();

    await bump();
    expect((await store.read(site.companyId)).get(key)).toBeUndefined();
  });

  it('serves no page another build or other settings rendered, and none past its own expiry', async () => {
    const key = `${site.companyId}|terms-and-conditions|https://webku.test|`;
    await store.write(site.companyId, key, await version(), await page('<p>Syarat</p>'));
    const otherBuild = new RenderedPages(
      site.handle.db,
      renderFingerprint(['https://webku.test', '/_site/enhance-def.js']),
      quiet,
    );
    expect((await otherBuild.read(site.companyId)).get(key)).toBeUndefined();
    expect((await store.read(site.companyId)).get(key)).toBeDefined();

    await store.write(site.companyId, key, await version(), await page('<p>Promo</p>', Date.now() - 1));
    expect((await store.read(site.companyId)).get(key)).toBeUndefined();
    // Nothing served from the read: it tells no version it serves.
    const observed: number[] = [];
    const watched = new RenderedPages(site.handle.db, BUILD, quiet, (_id, seen) => observed.push(seen));
    expect((await watched.read(site.companyId)).size).toBe(0);
    expect(observed).toEqual([]);
  });

  it('never lets a page from older content replace one from newer content', async () => {
    const key = `${site.companyId}|home|https://webku.test|en`;
    const before = await version();
    await bump();
    await store.write(site.companyId, key, before + 1, await page('<h1>Baru</h1>'));
    await store.write(site.companyId, key, before, await page('<h1>Lama</h1>'));
    expect(text((await store.read(site.companyId)).get(key)!.body)).toBe('<h1>Baru</h1>');
  });
});

describe('PageCache keeping its pages in the database', () => {
  it("serves another instance's render without rendering, and renders again after a change", async () => {
    const key = `${site.companyId}|home|https://webku.test|`;
    let renders = 0;
    const render = async () => {
      renders++;
      return { status: 200, html: `<h1>render ${renders}</h1>`, version: await version() };
    };
    const first = new PageCache();
    first.keepIn(new RenderedPages(site.handle.db, BUILD, quiet));
    await first.store(key, site.companyId, render);
    expect(renders).toBe(1);
    // Already kept at this version: rendering ahead again makes nothing.
    await first.store(key, site.companyId, render);
    expect(renders).toBe(1);

    const second = new PageCache();
    second.keepIn(new RenderedPages(site.handle.db, BUILD, quiet));
    expect(text((await second.get(key, site.companyId, render)).body)).toBe('<h1>render 1</h1>');
    expect(renders).toBe(1);

    await bump();
    second.invalidate(site.companyId);
    const third = new PageCache();
    third.keepIn(new RenderedPages(site.handle.db, BUILD, quiet));
    expect(text((await third.get(key, site.companyId, render)).body)).toBe('<h1>render 2</h1>');
  });

  it("reads a company's stored pages once for a visit's pages, tells what version it serves, and forgets them at a change", async () => {
    const keys = ['home', 'privacy-policy', 'terms-and-conditions'].map(
      (page) => `${site.companyId}|${page}|https://webku.test|`,
    );
    const writer = new RenderedPages(site.handle.db, BUILD, quiet);
    for (const key of keys)
      await writer.write(site.companyId, key, await version(), await page(`<p>${key}</p>`));

    let reads = 0;
    const observed: number[] = [];
    class Counted extends RenderedPages {
      override read(companyId: number) {
        reads++;
        return super.read(companyId);
      }
    }
    const cache = new PageCache();
    cache.keepIn(new Counted(site.handle.db, BUILD, quiet, (_id, seen) => observed.push(seen)));
    const notRendered = async (): Promise<never> => {
      throw new Error('rendered although the page was stored');
    };
    for (const key of keys)
      expect(text((await cache.get(key, site.companyId, notRendered)).body)).toBe(`<p>${key}</p>`);
    expect(reads).toBe(1);
    expect(observed).toEqual([await version()]);

    // A change drops what waits: the next page is not served from the read made before it.
    const fresh = new PageCache();
    fresh.keepIn(new Counted(site.handle.db, BUILD, quiet));
    await fresh.get(keys[0]!, site.companyId, notRendered);
    await bump();
    fresh.invalidate(site.companyId);
    const served = await fresh.get(keys[1]!, site.companyId, async () => ({
      status: 200,
      html: '<p>baru</p>',
    }));
    expect(text(served.body)).toBe('<p>baru</p>');
  });

  it('renders as if nothing were kept when the database cannot be read', async () => {
    const broken = {
      select: () => {
        throw new Error('the database is away');
      },
    } as never;
    const cache = new PageCache();
    cache.keepIn(new RenderedPages(broken, BUILD, quiet));
    const served = await cache.get('x', site.companyId, async () => ({ status: 200, html: '<p>ok</p>' }));
    expect(text(served.body)).toBe('<p>ok</p>');
  });
});

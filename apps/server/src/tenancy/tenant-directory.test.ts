import { brotliDecompressSync } from 'node:zlib';
import { companies, eq, sql, subscriptions, users } from '@webku/db';
import { describe, expect, it } from 'vitest';
import { useDbWithPlan } from '../../../../tests/support/server/subscription-fixtures';
import { CompressedBody } from '../http/compression';
import { PageCache } from '../resources/site/page-cache';
import { RenderedPages } from '../resources/site/rendered-pages';
import { TenantDirectory } from './tenant-directory';

const fixture = useDbWithPlan();

async function company(slug: string) {
  const { db } = fixture;
  const [user] = await db
    .insert(users)
    .values({ name: 'Pemilik', email: `${slug}@example.id` })
    .returning();
  const [row] = await db.insert(companies).values({ owner_user_id: user!.id, name: slug, slug }).returning();
  return row!;
}

async function hosted(companyId: number, domain: string, validUntil: Date) {
  await fixture.db.insert(subscriptions).values({
    company_id: companyId,
    plan_id: fixture.planId,
    status: 'active',
    domain_url: domain,
    is_dns_pointed: true,
    valid_from: new Date(validUntil.getTime() - 86_400_000),
    valid_until: validUntil,
  });
}

const rename = (id: number, slug: string) =>
  fixture.db.update(companies).set({ slug }).where(eq(companies.id, id));

describe('tenant directory', () => {
  it('stops serving a custom domain the moment its subscription ends, however long the cache lives', async () => {
    const roti = await company('roti-sari');
    let now = Date.now();
    await hosted(roti.id, 'rotisari.com', new Date(now + 5_000));
    const directory = new TenantDirectory(fixture.db, { ttlMs: 3_600_000, now: () => now });
    expect((await directory.byDomain('RotiSari.com'))?.id).toBe(roti.id);
    now += 4_000;
    expect((await directory.byRoute({ mode: 'A', by: 'domain', domain: 'rotisari.com' }))?.id).toBe(roti.id);
    now += 2_000;
    expect(await directory.byDomain('rotisari.com')).toBeNull();
  });

  it('remembers a slug for its lifetime only, and forgets a company the moment it is invalidated', async () => {
    const kopi = await company('kopi-lama');
    let now = Date.now();
    const directory = new TenantDirectory(fixture.db, { ttlMs: 30_000, now: () => now });
    expect((await directory.bySlug('Kopi-Lama'))?.id).toBe(kopi.id);
    await rename(kopi.id, 'kopi-baru');
    now += 29_000;
    expect((await directory.byRoute({ mode: 'A', by: 'slug', slug: 'kopi-lama' }))?.id).toBe(kopi.id);
    // Gone exactly at the end of its lifetime.
    now += 1_000;
    expect(await directory.bySlug('kopi-lama')).toBeNull();

    expect((await directory.bySlug('kopi-baru'))?.id).toBe(kopi.id);
    await rename(kopi.id, 'kopi-lagi');
    directory.forget(kopi.id);
    expect(await directory.bySlug('kopi-baru')).toBeNull();
  });

  it('does not keep a look-up that an invalidation overtook', async () => {
    const bakso = await company('bakso-urat');
    const directory = new TenantDirectory(fixture.db, { ttlMs: 3_600_000 });
    const running = directory.bySlug('bakso-urat');
    directory.forget(bakso.id);
    expect((await running)?.id).toBe(bakso.id);
    await rename(bakso.id, 'bakso-halus');
    expect(await directory.bySlug('bakso-urat')).toBeNull();
  });

  it("drops every miss on any invalidation, but keeps other companies' entries", async () => {
    const teh = await company('teh-manis');
    const directory = new TenantDirectory(fixture.db, { ttlMs: 3_600_000 });
    expect(await directory.bySlug('bakso-baru')).toBeNull();
    expect((await directory.bySlug('teh-manis'))?.id).toBe(teh.id);
    const bakso = await company('bakso-baru');
    await rename(teh.id, 'teh-tawar');
    directory.forget(bakso.id);
    expect((await directory.bySlug('bakso-baru'))?.id).toBe(bakso.id);
    expect((await directory.bySlug('teh-manis'))?.id).toBe(teh.id);
  });

  it('keeps at most its bound of entries, forgetting the least recently asked first', async () => {
    const soto = await company('soto-ayam');
    const directory = new TenantDirectory(fixture.db, { ttlMs: 3_600_000, maxEntries: 3 });
    expect((await directory.bySlug('soto-ayam'))?.id).toBe(soto.id);
    await rename(soto.id, 'soto-sapi');
    await directory.bySlug('tamu-1');
    await directory.bySlug('tamu-2');
    // Still remembered, and now the most recently asked: unknown hosts push out older names first.
    expect((await directory.bySlug('soto-ayam'))?.id).toBe(soto.id);
    await directory.bySlug('tamu-3');
    await directory.bySlug('tamu-4');
    await directory.bySlug('tamu-5');
    expect(await directory.bySlug('soto-ayam')).toBeNull();
  });

  it('names no company for a platform host', async () => {
    const directory = new TenantDirectory(fixture.db);
    expect(await directory.byRoute({ mode: 'B' })).toBeNull();
  });
});

describe("a site's first visit", () => {
  const BUILD = 'build-1';
  const quiet = { warn: () => {} };
  const keys = (companyId: number) =>
    ['home', 'privacy-policy', 'terms-and-conditions'].map(
      (page) => `${companyId}|${page}|https://webku.test|`,
    );

  // A company with its three pages stored at its current version.
  async function stored(slug: string) {
    const row = await company(slug);
    const writer = new RenderedPages(fixture.db, BUILD, quiet);
    for (const key of keys(row.id)) {
      const body = await CompressedBody.of(Buffer.from(`<p>${key}</p>`));
      await writer.write(row.id, key, row.content_version, { status: 200, body, expiresAt: null });
    }
    return row;
  }

  // A page cache keeping its pages under BUILD, counting its own reads of them and the look-ups that read
  // them along.
  function cacheCounting() {
    const counts = { reads: 0, along: 0, observed: [] as number[] };
    class Counted extends RenderedPages {
      override read(companyId: number) {
        counts.reads++;
        return super.read(companyId);
      }
    }
    const cache = new PageCache();
    cache.keepIn(new Counted(fixture.db, BUILD, quiet, (_id, version) => counts.observed.push(version)));
    const pages = {
      readAlong: () => {
        counts.along++;
        return cache.readAlong();
      },
    };
    return { cache, counts, pages };
  }

  const notRendered = async (): Promise<never> => {
    throw new Error('rendered although the page was stored');
  };
  const served = async (cache: PageCache, key: string, companyId: number) =>
    brotliDecompressSync((await cache.get(key, companyId, notRendered)).body.br).toString();

  it('finds the site and its stored pages in one statement, and serves them byte for byte', async () => {
    const soto = await stored('soto-kudus');
    const { cache, counts, pages } = cacheCounting();
    const directory = new TenantDirectory(fixture.db, { pages });
    expect((await directory.bySlug('soto-kudus', { pages: true }))?.id).toBe(soto.id);
    for (const key of keys(soto.id)) expect(await served(cache, key, soto.id)).toBe(`<p>${key}</p>`);
    expect(counts).toEqual({ reads: 0, along: 1, observed: [soto.content_version] });
  });

  it('on its custom domain too', async () => {
    const gudeg = await stored('gudeg-yu-djum');
    await hosted(gudeg.id, 'gudegyudjum.id', new Date(Date.now() + 86_400_000));
    const { cache, counts, pages } = cacheCounting();
    const directory = new TenantDirectory(fixture.db, { pages });
    const route = { mode: 'A', by: 'domain', domain: 'gudegyudjum.id' } as const;
    expect((await directory.byRoute(route, { pages: true }))?.id).toBe(gudeg.id);
    for (const key of keys(gudeg.id)) expect(await served(cache, key, gudeg.id)).toBe(`<p>${key}</p>`);
    expect(counts.reads).toBe(0);
  });

  it('reads no pages along for anything but a page, nor for a name served since its last change', async () => {
    const pecel = await stored('pecel-madiun');
    let now = Date.now();
    const { counts, pages } = cacheCounting();
    const directory = new TenantDirectory(fixture.db, { pages, ttlMs: 30_000, now: () => now });
    await directory.bySlug('pecel-madiun');
    expect(counts.along).toBe(0);
    // Expired, but served here: its pages are most likely cached.
    now += 31_000;
    expect((await directory.bySlug('pecel-madiun', { pages: true }))?.id).toBe(pecel.id);
    expect(counts.along).toBe(0);
    directory.forget(pecel.id);
    await directory.bySlug('pecel-madiun', { pages: true });
    expect(counts.along).toBe(1);
  });

  it('keeps no pages a change overtook, nor pages of content changed since', async () => {
    const rawon = await stored('rawon-setan');
    const { cache, counts, pages } = cacheCounting();
    const directory = new TenantDirectory(fixture.db, { pages });
    const running = directory.bySlug('rawon-setan', { pages: true });
    cache.invalidate(rawon.id);
    expect((await running)?.id).toBe(rawon.id);
    const [home] = keys(rawon.id);
    expect(await served(cache, home!, rawon.id)).toBe(`<p>${home}</p>`);
    expect(counts.reads).toBe(1);

    await fixture.db
      .update(companies)
      .set({ content_version: sql`${companies.content_version} + 1` })
      .where(eq(companies.id, rawon.id));
    const fresh = cacheCounting();
    await new TenantDirectory(fixture.db, { pages: fresh.pages }).bySlug('rawon-setan', { pages: true });
    const rendered = await fresh.cache.get(home!, rawon.id, async () => ({
      status: 200,
      html: '<p>baru</p>',
    }));
    expect(brotliDecompressSync(rendered.body.br).toString()).toBe('<p>baru</p>');
  });
});

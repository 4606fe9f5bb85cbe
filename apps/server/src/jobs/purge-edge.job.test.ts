import { and, eq, inArray, jobs } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCloudflare, startFakeCloudflare } from '../../../../tests/fakes/cloudflare-server';
import { type OwnerWithSite, ownerWithSite } from '../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';
import { PURGE_EDGE_JOB } from './purge-edge.job';

let cloudflare: FakeCloudflare;
let t: TestServer;
let plain: TestServer;
let a: OwnerWithSite;
let b: OwnerWithSite;

beforeAll(async () => {
  cloudflare = await startFakeCloudflare();
  t = await startTestServer({
    ...cloudflare.env,
    // Long enough that a burst of saves on a slow machine still falls inside one wait.
    EDGE_PURGE_DELAY_MS: '1500',
  });
  plain = await startTestServer();
  a = await ownerWithSite(t, 'Kopi Pagi');
  b = await ownerWithSite(t, 'Roti Sore');
}, 120_000);

afterAll(async () => {
  await t?.close();
  await plain?.close();
  await cloudflare?.close();
});

// Purges not yet made (waiting or running) of any site.
const purgesLeft = async () =>
  (
    await t.webku.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, PURGE_EDGE_JOB), inArray(jobs.status, ['pending', 'running'])))
  ).length;

// Waits until the purges of what happened so far are made, and answers the ones made since `from`.
async function purgesSince(from: number) {
  await expect.poll(purgesLeft, { timeout: 15_000 }).toBe(0);
  return cloudflare.purges.slice(from);
}

const addCategory = (owner: OwnerWithSite, name: string) =>
  owner.api.post('/admin/menu/categories', { name, display_order: 9 });

describe('a site at the edge', () => {
  it('answers its pages, payload and sitemap tagged with the site, kept a day by a shared cache', async () => {
    for (const path of [
      `/${a.slug}`,
      `/${a.slug}/privacy-policy`,
      `/api/public/${a.slug}/data`,
      `/${a.slug}/sitemap.xml`,
    ]) {
      const res = await t.api(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-tag'), path).toBe(`site-${a.companyId}`);
      expect(res.headers.get('surrogate-key'), path).toBe(`site-${a.companyId}`);
      expect(res.headers.get('cdn-tag'), path).toBe(`site-${a.companyId}`);
      expect(res.headers.get('cache-control'), path).toBe(
        'public, max-age=0, s-maxage=86400, stale-while-revalidate=600',
      );
    }
  });

  it('keeps what is personal out of every shared cache', async () => {
    const res = await a.api.get('/admin/menu/categories');
    expect(res.status).toBe(200);
    const raw = await t.api('/api/admin/menu/categories', { token: a.token });
    expect(raw.headers.get('cache-control')).toBe('no-store');
    expect(raw.headers.get('cache-tag')).toBeNull();
  });

  it('names no tag and keeps the short lifetime when no shared cache is told of changes', async () => {
    const owner = await ownerWithSite(plain, 'Warung Tanpa CDN');
    const res = await plain.api(`/${owner.slug}`);
    expect(res.headers.get('cache-tag')).toBeNull();
    expect(res.headers.get('surrogate-key')).toBeNull();
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
  });
});

describe('a change purges the site from the edge', () => {
  it('purges exactly that site’s tag, once for a burst of saves', async () => {
    const before = (await purgesSince(0)).length;
    const saves = [];
    for (const n of [1, 2, 3, 4, 5]) saves.push((await addCategory(a, `Gelombang ${n}`)).status);
    expect(saves).toEqual([201, 201, 201, 201, 201]);
    expect(await purgesSince(before)).toEqual([{ zone: cloudflare.zoneId, tags: [`site-${a.companyId}`] }]);
  });

  it('waits as long as the vendor asks when it answers 429, then purges', async () => {
    const before = (await purgesSince(0)).length;
    const refusedBefore = cloudflare.refusedCount();
    cloudflare.refuse({ status: 429, retryAfterS: 1 });
    expect((await addCategory(b, 'Donat')).status).toBe(201);
    expect(await purgesSince(before)).toEqual([{ zone: cloudflare.zoneId, tags: [`site-${b.companyId}`] }]);
    expect(cloudflare.refusedCount()).toBe(refusedBefore + 1);
  });

  it('purges a site at most once a second however its saves are spread', async () => {
    const before = (await purgesSince(0)).length;
    const started = Date.now();
    // One save, then another once its purge is queued and made: the second purge keeps a second's gap.
    expect((await addCategory(a, 'Satu')).status).toBe(201);
    await expect.poll(() => cloudflare.purges.length, { timeout: 15_000 }).toBe(before + 1);
    expect((await addCategory(a, 'Dua')).status).toBe(201);
    const made = await purgesSince(before);
    expect(made).toHaveLength(2);
    const [first, second] = await t.webku.db
      .select({ at: jobs.updated_at })
      .from(jobs)
      .where(and(eq(jobs.type, PURGE_EDGE_JOB), eq(jobs.status, 'done')))
      .orderBy(jobs.id)
      .then((rows) => rows.slice(-2));
    expect(second!.at.getTime() - first!.at.getTime()).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });
});

import { and, eq, inArray, jobs } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasVarnish, startVarnish, type Varnish } from '../../../../../tests/fakes/varnish';
import { freePort } from '../../../../../tests/support/server/free-port';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { PURGE_EDGE_JOB } from '../../jobs/purge-edge.job';

// Debian's Varnish with deploy/varnish/webku.vcl in front of a server told CDN_PROVIDER=varnish.
describe.skipIf(!hasVarnish)('behind Varnish', () => {
  let t: TestServer;
  let varnish: Varnish;
  let a: OwnerWithSite;
  let b: OwnerWithSite;

  beforeAll(async () => {
    const edgePort = await freePort();
    t = await startTestServer({ CDN_PROVIDER: 'varnish', VARNISH_URLS: `http://127.0.0.1:${edgePort}` });
    varnish = await startVarnish({ appPort: Number(new URL(t.url).port), port: edgePort });
    a = await ownerWithSite(t, 'Bakso Pak Kumis');
    b = await ownerWithSite(t, 'Es Campur Bu Tini');
  }, 120_000);

  afterAll(async () => {
    await varnish?.close();
    await t?.close();
  });

  const atEdge = async (path: string) => {
    const res = await fetch(`${varnish.url}${path}`);
    return { cache: res.headers.get('x-cache'), body: await res.text(), tag: res.headers.get('cache-tag') };
  };

  it('keeps a site’s page, hides its tags, and drops only that site’s pages when the owner saves', async () => {
    // The sites were just made: wait until their purges are made, then until the edge keeps each page.
    const purgesLeft = () =>
      t.webku.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.type, PURGE_EDGE_JOB), inArray(jobs.status, ['pending', 'running'])))
        .then((rows) => rows.length);
    await expect.poll(purgesLeft, { timeout: 10_000 }).toBe(0);
    for (const owner of [a, b]) {
      await expect.poll(async () => (await atEdge(`/${owner.slug}`)).cache, { timeout: 10_000 }).toBe('HIT');
    }
    const before = await atEdge(`/${a.slug}`);
    expect(before.tag).toBeNull();
    const saved = await a.api.post('/admin/menu/categories', { name: 'Bakso Beranak', display_order: 1 });
    expect(saved.status).toBe(201);
    await expect
      .poll(async () => (await atEdge(`/${a.slug}`)).body.includes('Bakso Beranak'), {
        interval: 20,
        timeout: 5_000,
      })
      .toBe(true);
    expect((await atEdge(`/${a.slug}`)).cache).toBe('HIT');
    expect((await atEdge(`/${b.slug}`)).cache).toBe('HIT');
  });

  it('refuses a ban that names neither a tag nor a host', async () => {
    const res = await fetch(varnish.url, { method: 'BAN' });
    expect(res.status).toBe(400);
  });
});

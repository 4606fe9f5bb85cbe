import { API_ROUTE_TABLE, type ApiRouteSpec, rowSectionApiRoutes } from '@webku/contract';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCloudflare, startFakeCloudflare } from '../../../../tests/fakes/cloudflare-server';
import { type OwnerWithSite, ownerWithSite } from '../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';

// Which answers a shared cache in front may keep: a site's public reads, tagged with the site; everything
// else, whoever asks and however it ends (an answer, a refusal, an error), never.
const KEPT_AT_THE_EDGE = new Set([
  'GET /public/:slug/data',
  'GET /public/:host/domain-data',
  'GET /company/:slug/data',
]);

let cloudflare: FakeCloudflare;
let t: TestServer;
let owner: OwnerWithSite;

beforeAll(async () => {
  cloudflare = await startFakeCloudflare();
  t = await startTestServer({
    ...cloudflare.env,
  });
  owner = await ownerWithSite(t, 'Sate Madura Cak Di');
}, 120_000);

afterAll(async () => {
  await t?.close();
  await cloudflare?.close();
});

const ROUTES: ApiRouteSpec[] = [
  ...API_ROUTE_TABLE,
  ...ROW_SECTIONS.flatMap((section) => rowSectionApiRoutes(section.key)),
]
  // Signing out ends the session the rest of the walk uses: it goes last.
  .sort((a, b) => Number(a.path === '/auth/logout') - Number(b.path === '/auth/logout'));

const concrete = (path: string) =>
  path
    .replace(/:slug|:host/g, owner.slug)
    .replace(/:file/g, 'kalender.ics')
    .replace(/:[a-z_]+/g, '1');

describe('what a shared cache may keep', () => {
  it('walks every API call: only the public reads of a site are kept, tagged; the rest never', async () => {
    const found: string[] = [];
    for (const route of ROUTES) {
      const key = `${route.method} ${route.path}`;
      const res = await t.api(`/api${concrete(route.path)}`, {
        method: route.method,
        token: route.auth === 'bearer' ? owner.token : undefined,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} }),
      });
      await res.arrayBuffer();
      const control = res.headers.get('cache-control') ?? '(none)';
      const tag = res.headers.get('cache-tag');
      const kept = KEPT_AT_THE_EDGE.has(key);
      const fits = kept
        ? res.status === 200 && control.startsWith('public') && tag === `site-${owner.companyId}`
        : /no-store|private/.test(control) && tag === null;
      if (!fits) found.push(`${key} → ${res.status} ${control} ${tag ?? ''}`);
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('keeps a site’s pages, tagged, and never its booking page or admin', async () => {
    for (const path of ['', '/privacy-policy', '/terms-and-conditions', '/links', '/sitemap.xml']) {
      const res = await t.api(`/${owner.slug}${path}`);
      await res.arrayBuffer();
      expect([path, res.status, res.headers.get('cache-tag')]).toEqual([
        path,
        200,
        `site-${owner.companyId}`,
      ]);
      expect(res.headers.get('cache-control'), path).toMatch(/^public, .*s-maxage=86400/);
    }
    for (const path of ['/booking', '/admin']) {
      const res = await t.api(`/${owner.slug}${path}`);
      await res.arrayBuffer();
      expect(res.headers.get('cache-tag'), path).toBeNull();
      expect(res.headers.get('cache-control'), path).toMatch(/no-store|no-cache|private/);
    }
  });
});

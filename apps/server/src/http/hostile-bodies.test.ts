import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  concretePath,
  HOSTILE_BODIES,
  NO_RATE_LIMITS,
  send,
  type WriteRoute,
  writeRoutes,
} from '../../../../tests/support/server/hostile-bodies';
import {
  type OwnerWithSite,
  ownerWithSite,
  publicData,
} from '../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';

// Only routes the walk itself cannot survive are left out.
const EXCLUDED = new Set([
  // Revokes the session every other request of this file signs in with.
  'POST /api/auth/logout',
]);

// The payment sandbox's pay page is a browser page: its errors are HTML pages, not JSON.
const HTML_PAGES = new Set(['POST /api/payments/sandbox/pay/:id']);

let t: TestServer;
let owner: OwnerWithSite;
let routes: WriteRoute[];
let fieldNames: string[];

beforeAll(async () => {
  t = await startTestServer(NO_RATE_LIMITS);
  owner = await ownerWithSite(t);
  routes = writeRoutes(t, EXCLUDED);
  fieldNames = [...collectKeys(await publicData(t, owner.slug), new Set())];
});
afterAll(() => t?.close());

// Every field name the public payload carries: generated bodies then set real fields, not only noise.
function collectKeys(value: unknown, keys: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) collectKeys(item, keys);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) collectKeys(inner, keys.add(key));
  return keys;
}

function expectClientError(route: WriteRoute, res: { status: number; text: string }, body: string) {
  const where = `${route.method} ${route.path} with ${body}: ${res.status} ${res.text.slice(0, 200)}`;
  expect(res.status, where).toBeLessThan(500);
  if (res.status >= 400 && !HTML_PAGES.has(`${route.method} ${route.path}`))
    expect(JSON.parse(res.text), where).toEqual({ message: expect.any(String) });
}

describe('hostile bodies on every registered write route', () => {
  it('walks the write routes the app registered, uploads and admin content among them', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'PUT /api/admin/footer',
        'PUT /api/admin/web-settings/:id{[0-9]+}',
        'POST /api/admin/upload/image',
        'DELETE /api/admin/menu/items/:id{[0-9]+}',
        'POST /api/auth/login',
      ]),
    );
    expect(keys).not.toContain('POST /api/auth/logout');
    expect(routes.length).toBeGreaterThanOrEqual(29);
  });

  it('answers every fixed hostile body below 500, errors as { message }', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const body of HOSTILE_BODIES) {
        const path = await concretePath(t, owner.companyId, route.path);
        const res = await send(t, owner.token, route.method, path, body);
        try {
          expectClientError(route, res, body.name);
          // Uploads take a file: no JSON or form body without one is ever stored.
          if (route.method === 'POST' && route.path.startsWith('/api/admin/upload/'))
            expect(res.status, `${route.path} with ${body.name}`).toBeGreaterThanOrEqual(400);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    }
    // Every failing pair at once, not only the first.
    expect(failures).toEqual([]);
  }, 60_000);

  it('answers generated JSON below 500, with real field names among the keys', async () => {
    const value = fc.jsonValue({ maxDepth: 3 });
    const bodies = fc.oneof(
      value,
      fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 6 }),
      fc.dictionary(fc.string(), value, { maxKeys: 4 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), bodies, async (route, generated) => {
        const path = await concretePath(t, owner.companyId, route.path);
        const body = { name: JSON.stringify(generated).slice(0, 300), contentType: 'application/json' };
        const res = await send(t, owner.token, route.method, path, {
          ...body,
          body: JSON.stringify(generated),
        });
        expectClientError(route, res, body.name);
      }),
      { numRuns: 250 },
    );
  }, 60_000);

  it('still has the owner signed in and the site readable after the walk', async () => {
    expect((await owner.api.get('/auth/me')).status).toBe(200);
    expect((await owner.api.get('/admin/footer')).status).toBe(200);
  });
});

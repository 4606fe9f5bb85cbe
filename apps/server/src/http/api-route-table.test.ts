import { API_BASE, API_ROUTE_TABLE, rowSectionApiRoutes } from '@webku/contract';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';

// Routes the server answers that are not calls of the admin app: the identity provider's and the payment
// gateway's return addresses, the local sign-in page, the sandbox gateway's pay page and Caddy's question.
const SERVER_ONLY = new Set([
  'GET /auth/google/callback',
  'GET /auth/google/finish',
  'GET /auth/dev/sign-in',
  'POST /auth/dev/sign-in',
  'POST /payments/:/callback',
  'GET /payments/sandbox/pay/:',
  'POST /payments/sandbox/pay/:',
  'GET /internal/tls/ask',
  // The owners' gateways (issue 40): their notifications, and the customer's server-rendered receipt.
  'POST /payments/:/webhook',
  'GET /public/:/orders/:/receipt',
  'GET /public/:/bookings/:/receipt',
]);

// ':id{[0-9]+}' and ':slug' alike become ':', so the table's parameter names need not match the handlers'.
const normalize = (path: string) => path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, ':');

// The spec's calls and those of every section defined by its fields.
const ROUTES = [...API_ROUTE_TABLE, ...ROW_SECTIONS.flatMap((section) => rowSectionApiRoutes(section.key))];

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe("the contract's route table", () => {
  it('lists exactly the API routes the server registers', () => {
    const registered = new Set(
      t.webku.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith(`${API_BASE}/`))
        .map((route) => `${route.method} ${normalize(route.path.slice(API_BASE.length))}`),
    );
    const table = ROUTES.map((route) => `${route.method} ${normalize(route.path)}`);
    expect([...registered].filter((key) => !SERVER_ONLY.has(key)).sort()).toEqual([...table].sort());
  });

  it('marks as bearer exactly the routes that answer 401 without a session', async () => {
    for (const route of ROUTES) {
      const path = `${API_BASE}${route.path.replace(/:[A-Za-z]+/g, '1')}`;
      const res = await t.api(path, {
        method: route.method,
        ...(route.method === 'GET' ? {} : { json: {} }),
      });
      await res.body?.cancel();
      expect(res.status === 401, `${route.method} ${route.path} answered ${res.status}`).toBe(
        route.auth === 'bearer',
      );
    }
  });
});

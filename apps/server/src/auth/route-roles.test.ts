import { API_BASE, API_ROUTE_TABLE, rowSectionApiRoutes, type TeamRole } from '@webku/contract';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnerWithSite, ownerWithSite } from '../../../../tests/support/server/owner-with-site';
import { addMember, type Member } from '../../../../tests/support/server/team';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';

// Who may call what, written out here rather than read from the route table, so that a change to the
// table (or to the guard that reads it) that opens a route to a role fails this test.
const EVERY_ROLE = new Set([
  'GET /auth/me',
  'POST /auth/host-code',
  'PUT /auth/company',
  'GET /admin/data/account',
  'DELETE /admin/data/account',
  'POST /admin/template-data-dummies/generate',
  'GET /admin/template-proposal',
]);
// The counter: "Habis", bookings, orders, and the lists and settings those screens read.
const CASHIER_TOO = new Set([
  'GET /admin/bookings/settings',
  'GET /admin/bookings',
  'POST /admin/bookings',
  'POST /admin/bookings/:id/confirm',
  'POST /admin/bookings/:id/decline',
  'GET /admin/orders',
  'POST /admin/orders/:id/status',
  'GET /admin/menu/categories',
  'GET /admin/menu/items',
  'PUT /admin/menu/items/:id/sold-out',
  'GET /admin/merchandise',
  'PUT /admin/merchandise/:id/sold-out',
  'GET /admin/web-settings',
]);
const OWNER_ONLY = (key: string) =>
  /^\w+ \/admin\/(data\/(backup|restore-points)|subscriptions|check-domain|team|payments)/.test(key);

const expectedRoles = (key: string): TeamRole[] => {
  if (EVERY_ROLE.has(key) || CASHIER_TOO.has(key)) return ['owner', 'manager', 'cashier'];
  if (OWNER_ONLY(key)) return ['owner'];
  return ['owner', 'manager'];
};

const ROUTES = [...API_ROUTE_TABLE, ...ROW_SECTIONS.flatMap((section) => rowSectionApiRoutes(section.key))];
const SIGNED_IN = ROUTES.filter((route) => route.auth === 'bearer');

let t: TestServer;
let owner: OwnerWithSite;
let tokens: Record<TeamRole, string>;
let manager: Member;

beforeAll(async () => {
  t = await startTestServer();
  owner = await ownerWithSite(t, 'Warung Bu Tini');
  manager = await addMember(t, owner, 'manager');
  const cashier = await addMember(t, owner, 'cashier');
  tokens = { owner: owner.token, manager: manager.token, cashier: cashier.token };
});
afterAll(() => t.close());

// An id no row has: an allowed call gets past the role check and then finds nothing (or refuses the body).
const callRoute = (token: string, method: string, path: string) =>
  t.api(`${API_BASE}${path.replace(/:[A-Za-z]+/g, '999999')}`, {
    method,
    token,
    ...(method === 'GET' ? {} : { json: {} }),
  });

describe('who may call what', () => {
  it('covers every signed-in route of the table', () => {
    expect(SIGNED_IN.length).toBeGreaterThan(100);
    for (const route of SIGNED_IN) expect(route.access, `${route.method} ${route.path}`).not.toBe('none');
  });

  for (const role of ['owner', 'manager', 'cashier'] as const) {
    it(`lets a ${role} through exactly the routes of their role, and answers 403 to the rest`, async () => {
      const wrong: string[] = [];
      for (const route of SIGNED_IN) {
        const key = `${route.method} ${route.path}`;
        const res = await callRoute(tokens[role], route.method, route.path);
        const body = await res.text();
        const allowed = expectedRoles(key).includes(role);
        if (allowed ? res.status === 403 : res.status !== 403) wrong.push(`${key} answered ${res.status}`);
        if (!allowed && res.status === 403) expect(JSON.parse(body).message).toMatch(/^Peran Anda/);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('a manager of one company can do nothing in another, whatever ids and routes they try', async () => {
    const other = await ownerWithSite(t, 'Salon Ayu Denpasar');
    const theirMember = await addMember(t, other, 'cashier');
    await other.api.post('/admin/team/invitations', { email: 'tamu@salon.id', role: 'manager' });
    const read = async () =>
      Promise.all(
        [
          '/admin/menu/items',
          '/admin/merchandise',
          '/admin/news',
          '/admin/stores',
          '/admin/web-settings',
          '/admin/team',
          '/admin/data/restore-points',
        ].map(async (path) => (await other.api.get(path)).data),
      );
    const before = await read();
    const ids = new Set<number>([other.companyId, theirMember.memberId, theirMember.userId]);
    const collect = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'id' && typeof inner === 'number') ids.add(inner);
          collect(inner);
        }
    };
    collect(before);
    // Switching the session over to the other company is refused first of all.
    expect((await manager.api.put('/auth/company', { company_id: other.companyId })).status).toBe(404);
    const leaked: string[] = [];
    for (const route of SIGNED_IN) {
      const targets = route.path.includes(':') ? [...ids] : [0];
      for (const id of targets) {
        const path = route.path.replace(/:[A-Za-z]+/g, String(id));
        const res = await t.api(`${API_BASE}${path}`, {
          method: route.method,
          token: manager.token,
          ...(route.method === 'GET' ? {} : { json: { name: 'Dibajak', company_id: other.companyId } }),
        });
        const text = await res.text();
        if (text.includes('Salon Ayu Denpasar') || text.includes(other.slug))
          leaked.push(`${route.method} ${path}`);
      }
    }
    expect(leaked).toEqual([]);
    expect(await read()).toEqual(before);
    // Every route with every id it knows: hundreds of calls, more with each route the table gains.
  }, 180_000);

  it("refuses a member a path the table does not know, and keeps the owner's 404", async () => {
    expect((await callRoute(tokens.cashier, 'GET', '/admin/not-a-route')).status).toBe(403);
    expect((await callRoute(tokens.owner, 'GET', '/admin/not-a-route')).status).toBe(404);
  });

  it('names the role the way the admin does', async () => {
    const res = await callRoute(tokens.cashier, 'GET', '/admin/dashboard');
    expect(await res.json()).toEqual({
      message:
        'Peran Anda (Kasir) tidak mencakup bagian ini. Minta pemilik usaha mengubah peran Anda bila perlu.',
    });
  });
});

import { request } from 'node:http';
import { companies, eq, hostSignInCodes, plans, subscriptions, users } from '@webku/db';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OwnerWithSite, ownerWithSite } from '../../../../tests/support/server/owner-with-site';
import { siteChanged } from '../../../../tests/support/server/site-changed';
import { addMember } from '../../../../tests/support/server/team';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';

type Answer = { status: number; body: { data?: Record<string, unknown>; message?: string } };

let t: TestServer;
let port: string;
let platform: string;
let kopi: OwnerWithSite;
let roti: OwnerWithSite;
beforeAll(async () => {
  t = await startTestServer();
  port = new URL(t.url).port;
  platform = `localhost:${port}`;
  kopi = await ownerWithSite(t, 'Kopi Senja');
  roti = await ownerWithSite(t, 'Roti Budi');
  const [plan] = await t.webku.db.select().from(plans).limit(1);
  await t.webku.db.insert(subscriptions).values({
    company_id: roti.companyId,
    plan_id: plan!.id,
    status: 'active',
    domain_url: 'rotibudi.test',
    is_dns_pointed: true,
    valid_from: new Date(),
    valid_until: new Date(Date.now() + 86_400_000),
  });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type CallOptions = { token?: string; json?: unknown; server?: TestServer };

// fetch() cannot set Host; the owner's host is reached through the same loopback server.
function call(host: string, method: string, path: string, opts: CallOptions = {}) {
  const serverPort = new URL((opts.server ?? t).url).port;
  return new Promise<Answer>((resolve, reject) => {
    const body = opts.json === undefined ? undefined : JSON.stringify(opts.json);
    const headers: Record<string, string> = { host };
    if (body) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const req = request({ host: '127.0.0.1', port: serverPort, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const hostOf = (slug: string) => `${slug}.localhost:${port}`;
const askCode = (token: string, host: string, server?: TestServer) =>
  call(server ? new URL(server.url).host : platform, 'POST', '/api/auth/host-code', {
    token,
    json: { host },
    server,
  });
const codeFor = async (owner: OwnerWithSite, host = hostOf(owner.slug)) => {
  const res = await askCode(owner.token, host);
  expect(res.status, res.body.message).toBe(200);
  return new URL(String(res.body.data?.finish_url)).searchParams.get('code')!;
};
const exchange = (host: string, code: string, server?: TestServer) =>
  call(host, 'POST', '/api/auth/host-session', { json: { code }, server });
const refused = async (host: string, code: string) => {
  const res = await exchange(host, code);
  expect(res.status, host).toBe(401);
  expect(res.body.message).toBe(
    'Kode masuk tidak berlaku (sudah dipakai, kedaluwarsa, atau untuk situs lain). Silakan masuk lagi.',
  );
  expect(res.body.data).toBeUndefined();
};
const latestCodes = (count: number) =>
  t.webku.db
    .select()
    .from(hostSignInCodes)
    .orderBy(hostSignInCodes.id)
    .then((rows) => rows.slice(-count));
// The DNS job's verdict on Roti Budi's domain, as the tenant directory sees it.
const rotiDomainPointed = async (pointed: boolean) => {
  await t.webku.db
    .update(subscriptions)
    .set({ is_dns_pointed: pointed })
    .where(eq(subscriptions.company_id, roti.companyId));
  await siteChanged(t.webku, roti.companyId);
};

describe('the admin on the owner own host', () => {
  it('issues a code that travels to the host finish screen, never a token', async () => {
    const res = await askCode(kopi.token, hostOf(kopi.slug));
    expect(res.status).toBe(200);
    const finish = new URL(String(res.body.data?.finish_url));
    expect(finish.origin).toBe(`http://kopi-senja.localhost:${port}`);
    expect(finish.pathname).toBe('/admin/auth/finish');
    expect([...finish.searchParams.keys()]).toEqual(['code']);
    expect(finish.href).not.toContain(kopi.token);
    const expiresIn = Date.parse(String(res.body.data?.expires_at)) - Date.now();
    expect(expiresIn).toBeGreaterThan(50_000);
    expect(expiresIn).toBeLessThanOrEqual(60_000);
  });

  it('exchanges a code once, on its host, for a session of that host', async () => {
    const code = await codeFor(kopi);
    const first = await exchange(hostOf(kopi.slug), code);
    expect(first.status).toBe(200);
    const token = String(first.body.data?.token);
    expect(token).not.toBe(kopi.token);
    const [owner] = await t.webku.db.select().from(users).where(eq(users.id, kopi.userId));
    expect(first.body.data?.user).toEqual({
      id: kopi.userId,
      name: owner!.name,
      email: owner!.email,
      role: owner!.role,
    });
    const me = await call(hostOf(kopi.slug), 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data?.company).toMatchObject({ slug: 'kopi-senja' });
    expect((await call(hostOf(kopi.slug), 'GET', '/api/admin/dashboard', { token })).status).toBe(200);

    const again = await exchange(hostOf(kopi.slug), code);
    expect(again.status).toBe(401);
    expect(again.body.message).toContain('Kode masuk tidak berlaku');
  });

  it("opens the admin on the site's own host to a member of its team too, with their role, until they are removed", async () => {
    const kasir = await addMember(t, kopi, 'cashier');
    const res = await askCode(kasir.token, hostOf(kopi.slug));
    expect(res.status, res.body.message).toBe(200);
    const code = new URL(String(res.body.data?.finish_url)).searchParams.get('code')!;
    const session = await exchange(hostOf(kopi.slug), code);
    expect(session.status).toBe(200);
    expect(session.body.data?.user).toMatchObject({ id: kasir.userId, role: 'cashier' });
    const token = String(session.body.data?.token);
    expect((await call(hostOf(kopi.slug), 'GET', '/api/admin/menu/items', { token })).status).toBe(200);
    expect((await call(hostOf(kopi.slug), 'GET', '/api/admin/dashboard', { token })).status).toBe(403);
    // Someone else's team gets no code for this host.
    expect((await askCode(kasir.token, hostOf(roti.slug))).status).toBe(403);
    expect((await kopi.api.delete(`/admin/team/${kasir.memberId}`)).status).toBe(200);
    expect((await call(hostOf(kopi.slug), 'GET', '/api/admin/menu/items', { token })).status).toBe(401);
  });

  it('refuses a host-bound session once its user no longer owns the company', async () => {
    const session = await exchange(hostOf(kopi.slug), await codeFor(kopi));
    const token = String(session.body.data?.token);
    const heir = await t.signUp();
    const owner = (userId: number) =>
      t.webku.db.update(companies).set({ owner_user_id: userId }).where(eq(companies.id, kopi.companyId));
    await owner(heir.userId);
    try {
      const res = await call(hostOf(kopi.slug), 'GET', '/api/admin/dashboard', { token });
      expect(res.status).toBe(401);
      expect(res.body.message).toContain('hanya berlaku di situs tempat Anda masuk');
    } finally {
      await owner(kopi.userId);
    }
    expect((await call(hostOf(kopi.slug), 'GET', '/api/admin/dashboard', { token })).status).toBe(200);
  });

  it('refuses a code on another host and burns it', async () => {
    const code = await codeFor(kopi);
    expect((await exchange(hostOf(roti.slug), code)).status).toBe(401);
    expect((await exchange(platform, code)).status).toBe(401);
    expect((await exchange(hostOf(kopi.slug), code)).status).toBe(401);
  });

  it('refuses a code after 60 seconds', async () => {
    const code = await codeFor(kopi);
    // 61 seconds later: the row's expiry is moved instead of the clock.
    const latest = (await t.webku.db.select().from(hostSignInCodes).orderBy(hostSignInCodes.id)).at(-1)!;
    await t.webku.db
      .update(hostSignInCodes)
      .set({ expires_at: new Date(latest.expires_at.getTime() - 61_000) })
      .where(eq(hostSignInCodes.id, latest.id));
    expect((await exchange(hostOf(kopi.slug), code)).status).toBe(401);
  });

  it('issues no code for a host the user does not own', async () => {
    for (const host of [hostOf(roti.slug), 'rotibudi.test', 'www.rotibudi.test']) {
      const res = await askCode(kopi.token, host);
      expect(res.status, host).toBe(403);
      expect(res.body.message).toContain(`bukan pemilik situs ${host}`);
    }
    const noCompany = await t.signUp();
    expect((await askCode(noCompany.token, hostOf(kopi.slug))).status).toBe(403);
    const onPlatform = await askCode(kopi.token, platform);
    expect(onPlatform.status).toBe(400);
    expect(onPlatform.body.message).toBe(
      `host harus alamat situs Anda (subdomain atau domain Anda), bukan ${platform}`,
    );
    const unknown = await askCode(kopi.token, hostOf('belum-ada'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(`Tidak ada situs aktif di ${hostOf('belum-ada')}`);
    expect((await askCode(kopi.token, 'evil.test/x')).status).toBe(422);
    expect((await call(platform, 'POST', '/api/auth/host-code', { json: { host: 'x' } })).status).toBe(401);
  });

  it('mints no code with a host-bound session, in either direction, even on its own host', async () => {
    const BOUND = 'Sesi ini hanya berlaku di alamat situs tempat Anda masuk';
    // A session made on the custom domain asks, on that domain, for its subdomain and for itself.
    const onDomain = String(
      (await exchange('rotibudi.test', await codeFor(roti, 'rotibudi.test'))).body.data?.token,
    );
    // A session made on the subdomain asks, on the subdomain, for the custom domain and for itself.
    const onSubdomain = String((await exchange(hostOf(roti.slug), await codeFor(roti))).body.data?.token);
    const asks = [
      [onDomain, 'rotibudi.test', hostOf(roti.slug)],
      [onDomain, 'rotibudi.test', 'rotibudi.test'],
      [onSubdomain, hostOf(roti.slug), 'rotibudi.test'],
      [onSubdomain, hostOf(roti.slug), hostOf(roti.slug)],
    ] as const;
    for (const [token, from, host] of asks) {
      const before = (await latestCodes(1))[0]?.id;
      const res = await call(from, 'POST', '/api/auth/host-code', { token, json: { host } });
      expect(res.status, `${from} asking for ${host}`).toBe(403);
      expect(res.body.message).toContain(BOUND);
      expect((await latestCodes(1))[0]?.id).toBe(before);
    }
    // The same sessions still work where they were made; the platform session still mints codes.
    expect((await call('rotibudi.test', 'GET', '/api/auth/me', { token: onDomain })).status).toBe(200);
    expect((await askCode(roti.token, hostOf(roti.slug))).status).toBe(200);
  });

  it('gives the custom domain owner a code for their domain, on https', async () => {
    const res = await askCode(roti.token, 'rotibudi.test');
    expect(res.status).toBe(200);
    expect(new URL(String(res.body.data?.finish_url)).origin).toBe('https://rotibudi.test');
  });

  it('refuses a code at another address of the same site, and burns it', async () => {
    // www. and the subdomain serve Roti Budi too, but the code was issued for rotibudi.test alone.
    for (const elsewhere of ['www.rotibudi.test', hostOf(roti.slug)]) {
      const code = await codeFor(roti, 'rotibudi.test');
      await refused(elsewhere, code);
      await refused('rotibudi.test', code);
    }
  });

  it('accepts a code until the millisecond before its expiry, and not from its expiry on', async () => {
    const lastMoment = await codeFor(kopi);
    const atExpiry = await codeFor(kopi);
    const [first, second] = await latestCodes(2);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(first!.expires_at.getTime() - 1);
    expect((await exchange(hostOf(kopi.slug), lastMoment)).status).toBe(200);
    vi.setSystemTime(second!.expires_at);
    await refused(hostOf(kopi.slug), atExpiry);
  });

  it('refuses a code once its domain no longer serves the company', async () => {
    const code = await codeFor(roti, 'rotibudi.test');
    await rotiDomainPointed(false);
    try {
      await refused('rotibudi.test', code);
    } finally {
      await rotiDomainPointed(true);
    }
    expect((await exchange('rotibudi.test', await codeFor(roti, 'rotibudi.test'))).status).toBe(200);
  });

  it('refuses a code whose user was deactivated or no longer owns the site', async () => {
    const setActive = (isActive: boolean) =>
      t.webku.db.update(users).set({ is_active: isActive }).where(eq(users.id, kopi.userId));
    const deactivated = await codeFor(kopi);
    await setActive(false);
    try {
      await refused(hostOf(kopi.slug), deactivated);
    } finally {
      await setActive(true);
    }

    const handedOver = await codeFor(kopi);
    const heir = await t.signUp();
    const owner = (userId: number) =>
      t.webku.db.update(companies).set({ owner_user_id: userId }).where(eq(companies.id, kopi.companyId));
    await owner(heir.userId);
    try {
      await refused(hostOf(kopi.slug), handedOver);
    } finally {
      await owner(kopi.userId);
    }
    expect((await exchange(hostOf(kopi.slug), await codeFor(kopi))).status).toBe(200);
  });

  // A server of its own, started and its site generated inside the test: more than the default time on a
  // loaded machine.
  it('sends a subdomain owner to the platform scheme without a port when the platform has none', async () => {
    // Built inside the test: the routes of a server built in beforeAll escape the mutation runner.
    const site = await startTestServer({ PUBLIC_BASE_URL: 'https://webku.test' });
    try {
      const owner = await ownerWithSite(site, 'Kopi Pagi');
      const host = `${owner.slug}.webku.test`;
      const res = await askCode(owner.token, host, site);
      expect(res.status, res.body.message).toBe(200);
      const finish = new URL(String(res.body.data?.finish_url));
      expect(finish.origin).toBe('https://kopi-pagi.webku.test');
      expect(finish.pathname).toBe('/admin/auth/finish');
      const session = await exchange(host, finish.searchParams.get('code')!, site);
      expect(session.status).toBe(200);
      expect(session.body.data?.user).toMatchObject({ id: owner.userId });
    } finally {
      await site.close();
    }
  }, 120_000);

  it('refuses a host-bound session on other hosts and once the host stops serving its company', async () => {
    const code = await codeFor(roti, 'rotibudi.test');
    const session = await exchange('rotibudi.test', code);
    expect(session.status).toBe(200);
    const token = String(session.body.data?.token);
    expect((await call('rotibudi.test', 'GET', '/api/admin/dashboard', { token })).status).toBe(200);
    for (const host of [platform, hostOf(roti.slug), hostOf(kopi.slug), 'evil.test']) {
      const res = await call(host, 'GET', '/api/admin/dashboard', { token });
      expect(res.status, host).toBe(401);
      expect(res.body.message).toContain('hanya berlaku di situs tempat Anda masuk');
    }
    // A bound session cannot mint codes for another host either.
    expect((await askCode(token, hostOf(roti.slug))).status).toBe(401);

    // The DNS job finds the domain no longer points at us.
    await t.webku.db
      .update(subscriptions)
      .set({ is_dns_pointed: false })
      .where(eq(subscriptions.company_id, roti.companyId));
    await siteChanged(t.webku, roti.companyId);
    expect((await call('rotibudi.test', 'GET', '/api/admin/dashboard', { token })).status).toBe(401);
    expect((await call('rotibudi.test', 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('keeps platform sessions working everywhere they worked before', async () => {
    expect((await call(platform, 'GET', '/api/admin/dashboard', { token: kopi.token })).status).toBe(200);
  });
});

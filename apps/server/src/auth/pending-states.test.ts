import { count, eq, oauthStates } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowser } from '../../../../tests/support/server/test-browser';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';
import { MAX_PENDING_PER_CLIENT, STATE_TTL_MS } from './sign-in.service';

// Started sign-ins are stored until used or expired: bounded per client address, purged when expired.
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function startSignIn(): Promise<string> {
  const res = await t.api('/api/auth/google-auth-url', {
    method: 'POST',
    json: { redirect_url: `${t.url}/auth/callback` },
  });
  expect(res.status).toBe(200);
  return new URL(((await res.json()) as { data: { auth_url: string } }).data.auth_url).searchParams.get(
    'state',
  )!;
}

const row = (state: string, clientIp: string, ageMs: number, expiresInMs = 600_000) => ({
  state,
  nonce: 'n',
  code_verifier: 'v',
  redirect_url: `${t.url}/auth/callback`,
  client_ip: clientIp,
  created_at: new Date(Date.now() - ageMs),
  expires_at: new Date(Date.now() + expiresInMs),
});

const statesOf = async (clientIp: string) =>
  (await t.webku.db.select({ n: count() }).from(oauthStates).where(eq(oauthStates.client_ip, clientIp)))[0]!
    .n;
const exists = async (state: string) =>
  (await t.webku.db.select().from(oauthStates).where(eq(oauthStates.state, state))).length === 1;

describe('pending sign-in states', () => {
  it('are stored for ten minutes, and refused from one millisecond past their expiry', async () => {
    const before = Date.now();
    const state = await startSignIn();
    const after = Date.now();
    expect(STATE_TTL_MS).toBe(10 * 60_000);
    const [stored] = await t.webku.db.select().from(oauthStates).where(eq(oauthStates.state, state));
    expect(stored!.expires_at.getTime()).toBeGreaterThanOrEqual(before + STATE_TTL_MS);
    expect(stored!.expires_at.getTime()).toBeLessThanOrEqual(after + STATE_TTL_MS);

    // The development sign-in page accepts a pending state and refuses an expired one.
    const browser = testBrowser(Number(new URL(t.url).port));
    const signInAt = (ms: number) =>
      t.webku.db
        .update(oauthStates)
        .set({ expires_at: new Date(Date.now() + ms) })
        .where(eq(oauthStates.state, state))
        .then(() =>
          browser.post(`${t.url}/api/auth/dev/sign-in`, {
            form: { state, redirect_uri: `${t.url}/api/auth/google/callback`, name: 'Eka', email: 'e@x.id' },
          }),
        );
    expect((await signInAt(1_000)).status).toBe(303);
    expect((await signInAt(-1)).status).toBe(400);
  });

  it(`keeps at most ${MAX_PENDING_PER_CLIENT} per client address, dropping the oldest`, async () => {
    const first = await startSignIn();
    const [mine] = await t.webku.db.select().from(oauthStates).where(eq(oauthStates.state, first));
    expect(mine!.client_ip).toMatch(/127\.0\.0\.1/);
    const ip = mine!.client_ip;
    // Earlier sign-ins from the same address (older than `first`), and a few from someone else.
    const earlier = Array.from({ length: MAX_PENDING_PER_CLIENT }, (_, i) =>
      row(`earlier-${i}`, ip, 60_000 + i),
    );
    await t.webku.db.insert(oauthStates).values([...earlier, row('other-0', '203.0.113.7', 120_000)]);
    const newest = await startSignIn();
    expect(await statesOf(ip)).toBe(MAX_PENDING_PER_CLIENT);
    expect(await exists(newest)).toBe(true);
    expect(await exists(first)).toBe(true);
    // The two oldest of this address went; the other address kept its own.
    expect(await exists(`earlier-${MAX_PENDING_PER_CLIENT - 1}`)).toBe(false);
    expect(await exists(`earlier-${MAX_PENDING_PER_CLIENT - 2}`)).toBe(false);
    expect(await exists('earlier-0')).toBe(true);
    expect(await statesOf('203.0.113.7')).toBe(1);
  });

  it('refuses a dropped state at the development sign-in', async () => {
    const res = await t.api('/api/auth/dev/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state: `earlier-${MAX_PENDING_PER_CLIENT - 1}`,
        redirect_uri: `${t.url}/api/auth/google/callback`,
        name: 'Dewi',
        email: 'dewi@kopidewi.id',
      }).toString(),
    });
    expect(res.status).toBe(400);
  });

  it('purges expired states when a new sign-in starts', async () => {
    await t.webku.db.insert(oauthStates).values(row('expired-0', '198.51.100.9', 700_000, -1_000));
    await startSignIn();
    expect(await exists('expired-0')).toBe(false);
    expect(await statesOf('198.51.100.9')).toBe(0);
  });

  it('refuses an expired state at the callback, even in the browser that started it', async () => {
    const browser = testBrowser(Number(new URL(t.url).port));
    const start = await browser.post(`${t.url}/api/auth/google-auth-url`, {
      json: { redirect_url: `${t.url}/auth/callback` },
    });
    const authUrl = new URL((JSON.parse(start.body) as { data: { auth_url: string } }).data.auth_url);
    const state = authUrl.searchParams.get('state')!;
    const form = {
      state,
      redirect_uri: authUrl.searchParams.get('redirect_uri')!,
      name: 'Dewi',
      email: 'd@x.id',
    };
    const code = await browser.post(`${t.url}/api/auth/dev/sign-in`, { form });
    expect(code.status).toBe(303);
    await t.webku.db
      .update(oauthStates)
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where(eq(oauthStates.state, state));
    // Still stored (not yet purged), but expired: no new code, and the earlier one signs nobody in.
    expect((await browser.post(`${t.url}/api/auth/dev/sign-in`, { form })).status).toBe(400);
    const landed = (await browser.get(code.location!)).location!;
    expect(landed.searchParams.get('token')).toBeNull();
    expect(landed.searchParams.get('message')).toBe('Sesi masuk tidak valid atau sudah kedaluwarsa');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidc } from '../../../../tests/fakes/oidc-provider';
import { type TestBrowser, testBrowser } from '../../../../tests/support/server/test-browser';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';

// A sign-in is bound to the browser that asked for it: its state sits in an HttpOnly cookie that the
// callback compares. A callback link completed anywhere else (login CSRF, a crafted link) gets no token.
let oidc: Awaited<ReturnType<typeof startFakeOidc>>;
let t: TestServer;
let port: number;
// Another origin of ours (ALLOWED_ORIGINS), reached on the test server's port.
const OTHER_ORIGIN = 'http://admin.webku.test';

beforeAll(async () => {
  oidc = await startFakeOidc();
  t = await startTestServer({ ...oidc.env, ALLOWED_ORIGINS: OTHER_ORIGIN });
  port = Number(new URL(t.url).port);
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
});

async function startSignIn(browser: TestBrowser, redirectUrl = `${t.url}/auth/callback`, origin = t.url) {
  const res = await browser.post(`${origin}/api/auth/google-auth-url`, {
    json: { redirect_url: redirectUrl },
  });
  expect(res.status).toBe(200);
  return {
    answer: res,
    authUrl: new URL((JSON.parse(res.body) as { data: { auth_url: string } }).data.auth_url),
  };
}

// The provider signs its current user in and sends the browser back with code and state.
async function providerReturn(authUrl: URL): Promise<URL> {
  const res = await fetch(authUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

// Follows our own redirects (never the provider's) until the callback screen.
async function land(browser: TestBrowser, url: URL): Promise<URL> {
  let next = url;
  for (let hop = 0; hop < 3 && next.pathname.startsWith('/api/'); hop++) {
    const res = await browser.get(next);
    expect(res.status).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    next = res.location!;
  }
  return next;
}

describe('login CSRF: the callback only works in the browser that started the sign-in', () => {
  it('keeps the state in an HttpOnly, SameSite=Lax cookie for the auth routes only', async () => {
    const browser = testBrowser(port);
    const { answer, authUrl } = await startSignIn(browser);
    const cookie = answer.headers['set-cookie']!;
    expect(cookie).toContain(`webku_sign_in=${authUrl.searchParams.get('state')}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/Max-Age=600/);
  });

  it('gives no token when the attacker’s callback link is opened in a browser without the cookie', async () => {
    oidc.signInAs({ email: 'attacker@evil.test', name: 'Attacker', sub: 'attacker' });
    const attacker = testBrowser(port);
    const link = await providerReturn((await startSignIn(attacker)).authUrl);
    const victim = testBrowser(port);
    const landed = await land(victim, link);
    expect(landed.origin + landed.pathname).toBe(`${t.url}/auth/callback`);
    expect(landed.searchParams.get('token')).toBeNull();
    expect(landed.searchParams.get('error')).toBe('oauth_failed');
    expect(landed.searchParams.get('message')).toBe(
      'Proses masuk harus diselesaikan di browser yang memulainya. Silakan masuk lagi.',
    );
  });

  it('gives no token to a browser whose cookie holds its own, different sign-in', async () => {
    oidc.signInAs({ email: 'attacker@evil.test', name: 'Attacker', sub: 'attacker' });
    const link = await providerReturn((await startSignIn(testBrowser(port))).authUrl);
    const victim = testBrowser(port);
    await startSignIn(victim);
    expect(victim.cookies('localhost').webku_sign_in).toBeTruthy();
    const landed = await land(victim, link);
    expect(landed.searchParams.get('token')).toBeNull();
    expect(landed.searchParams.get('error')).toBe('oauth_failed');
  });

  it('never mints a token for a victim who signs in through an attacker-made link', async () => {
    // The attacker asks for a sign-in URL (allowed callback on another of our origins) and sends it to the victim.
    const attacker = testBrowser(port);
    const { authUrl } = await startSignIn(attacker, `${OTHER_ORIGIN}/auth/callback`);
    oidc.signInAs({ email: 'victim@example.id', name: 'Korban', sub: 'victim' });
    const victim = testBrowser(port);
    const landed = await land(victim, await providerReturn(authUrl));
    expect(landed.searchParams.get('token')).toBeNull();
    expect(landed.searchParams.get('success')).toBe('false');
  });

  it('finishes a sign-in started on another allowed host on that host, where its cookie is', async () => {
    oidc.signInAs({ email: 'sari@warungsari.id', name: 'Sari', sub: 'sari' });
    const browser = testBrowser(port);
    const origin = OTHER_ORIGIN;
    const { authUrl } = await startSignIn(browser, `${origin}/auth/callback`, origin);
    const back = await providerReturn(authUrl);
    expect(back.origin).toBe(t.url);
    const landed = await land(browser, back);
    expect(landed.origin + landed.pathname).toBe(`${origin}/auth/callback`);
    expect(landed.searchParams.get('success')).toBe('true');
    const me = await t.api('/api/auth/me', { token: landed.searchParams.get('token')! });
    expect(me.status).toBe(200);
  });

  it('completes in the browser that started it, once', async () => {
    oidc.signInAs({ email: 'budi@kopi.id', name: 'Budi', sub: 'budi' });
    const browser = testBrowser(port);
    const back = await providerReturn((await startSignIn(browser)).authUrl);
    const landed = await land(browser, back);
    expect(landed.searchParams.get('success')).toBe('true');
    expect(browser.cookies('localhost').webku_sign_in).toBeUndefined();
    const replay = await land(browser, back);
    expect(replay.searchParams.get('token')).toBeNull();
  });

  it('clears the state cookie of the auth routes when the callback takes it, and only then', async () => {
    oidc.signInAs({ email: 'ani@sotoani.id', name: 'Ani', sub: 'ani' });
    const browser = testBrowser(port);
    const back = await providerReturn((await startSignIn(browser)).authUrl);
    const taken = await browser.get(back);
    // A deletion without the cookie's own path would leave the browser's /api/auth cookie in place.
    expect(taken.headers['set-cookie']).toMatch(/^webku_sign_in=;.*Max-Age=0.*Path=\/api\/auth/);
    const replay = await browser.get(back);
    expect(replay.status).toBe(302);
    expect(replay.headers['set-cookie']).toBeUndefined();
  });
});

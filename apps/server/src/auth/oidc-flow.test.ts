import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidc } from '../../../../tests/fakes/oidc-provider';
import { type TestBrowser, testBrowser } from '../../../../tests/support/server/test-browser';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';

let oidc: Awaited<ReturnType<typeof startFakeOidc>>;
let t: TestServer;
let browser: TestBrowser;

beforeAll(async () => {
  oidc = await startFakeOidc();
  t = await startTestServer(oidc.env);
  browser = testBrowser(Number(new URL(t.url).port));
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
});

// The browser keeps the sign-in cookie this sets, as the admin app's fetch does.
async function authUrl(): Promise<URL> {
  const res = await browser.post(`${t.url}/api/auth/google-auth-url`, {
    json: { redirect_url: `${t.url}/auth/callback` },
  });
  expect(res.status).toBe(200);
  const body = JSON.parse(res.body) as { data: { auth_url: string } };
  return new URL(body.data.auth_url);
}

// Follows the provider's /authorize redirect and returns the URL it sends the browser back to.
async function authorize(url: URL): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

async function callback(url: URL): Promise<URLSearchParams> {
  const res = await browser.get(url);
  expect(res.status).toBe(302);
  const target = res.location!;
  expect(target.origin + target.pathname).toBe(`${t.url}/auth/callback`);
  return target.searchParams;
}

describe('Google sign-in (OIDC authorization code flow)', () => {
  it('asks the provider with state, nonce and an S256 PKCE challenge', async () => {
    const url = await authUrl();
    expect(url.origin).toBe(new URL(oidc.issuerUrl).origin);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.url}/api/auth/google/callback`);
  });

  it('signs the owner in and hands the callback screen a working token', async () => {
    oidc.signInAs({ email: 'sari@warungsari.id', name: 'Sari Wulandari' });
    const params = await callback(await authorize(await authUrl()));
    expect(params.get('success')).toBe('true');
    expect(params.get('user_email')).toBe('sari@warungsari.id');
    expect(params.get('user_name')).toBe('Sari Wulandari');
    expect(params.get('user_id')).toMatch(/^\d+$/);
    expect(params.get('user_role')).toBe('owner');
    const me = await t.api('/api/auth/me', { token: params.get('token')! });
    expect(me.status).toBe(200);
    const body = (await me.json()) as { data: { user: { email: string }; company: unknown } };
    expect(body.data.user.email).toBe('sari@warungsari.id');
    expect(body.data.company).toBeNull();
  });

  it('signs the same Google account into the same user the second time', async () => {
    oidc.signInAs({ email: 'budi@kopi.id', name: 'Budi', sub: 'google-budi' });
    const first = await callback(await authorize(await authUrl()));
    const second = await callback(await authorize(await authUrl()));
    expect(second.get('user_id')).toBe(first.get('user_id'));
    expect(second.get('token')).not.toBe(first.get('token'));
  });

  it('rejects a callback whose state was not issued by us', async () => {
    const back = await authorize(await authUrl());
    back.searchParams.set('state', 'forged-state-value-0123456789');
    const params = await callback(back);
    expect(params.get('error')).toBe('oauth_failed');
    expect(params.get('token')).toBeNull();
  });

  it('rejects a replayed callback (the code and state are single-use)', async () => {
    oidc.signInAs({ email: 'replay@example.id', name: 'Replay' });
    const back = await authorize(await authUrl());
    expect((await callback(back)).get('success')).toBe('true');
    const replay = await callback(back);
    expect(replay.get('error')).toBe('oauth_failed');
    expect(replay.get('token')).toBeNull();
  });

  it('rejects an ID token whose claims were changed after the provider signed it', async () => {
    oidc.signInAs({ email: 'victim@example.id', name: 'Victim' });
    oidc.forgeNextIdToken({ email: 'attacker@evil.test', sub: 'attacker' });
    const params = await callback(await authorize(await authUrl()));
    expect(params.get('error')).toBe('oauth_failed');
    expect(params.get('token')).toBeNull();
  });

  it('reports a deactivated account to the callback screen', async () => {
    oidc.signInAs({ email: 'off@example.id', name: 'Off', sub: 'google-off' });
    const first = await callback(await authorize(await authUrl()));
    const { users, eq } = await import('@webku/db');
    await t.webku.db
      .update(users)
      .set({ is_active: false })
      .where(eq(users.id, Number(first.get('user_id'))));
    const params = await callback(await authorize(await authUrl()));
    expect(params.get('error')).toBe('account_deactivated');
    expect(params.get('message')).toBe('Akun Anda telah dinonaktifkan');
  });

  it('refuses to redirect anywhere but this product (no open redirect)', async () => {
    for (const redirect_url of ['https://evil.example/auth/callback', 'javascript:alert(1)', 'not a url']) {
      const res = await t.api('/api/auth/google-auth-url', { method: 'POST', json: { redirect_url } });
      expect([400, 422]).toContain(res.status);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
  });
});

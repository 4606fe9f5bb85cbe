import { count, oauthStates } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';

// The sign-in redirect carries a 30-day session token: it may only ever reach our callback screen.
let t: TestServer;
let port: number;
const otherPort = 4960;

beforeAll(async () => {
  t = await startTestServer({ ALLOWED_ORIGINS: 'http://localhost:5173' });
  port = Number(new URL(t.url).port);
});
afterAll(() => t.close());

const ask = async (redirect_url: string) => {
  const res = await t.api('/api/auth/google-auth-url', { method: 'POST', json: { redirect_url } });
  return {
    status: res.status,
    body: (await res.json()) as { data?: { auth_url: string }; message?: string },
  };
};
const pendingStates = async () => (await t.webku.db.select({ n: count() }).from(oauthStates))[0]!.n;

describe('where a sign-in may send its token', () => {
  it('refuses every address but the callback screen on an allowed origin, and stores nothing', async () => {
    const before = await pendingStates();
    const refused = [
      // Our origin, but a company's page: it answers 301 to the company's own domain, token included.
      `${t.url}/alice-cafe`,
      `${t.url}/auth/callback?next=/alice-cafe`,
      `${t.url}/auth/callback/`,
      `${t.url}/auth/callback#x`,
      `http://user:pass@localhost:${port}/auth/callback`,
      `https://localhost:${port}/auth/callback`,
      `http://localhost:${otherPort}/auth/callback`,
      `http://evil.localhost:${otherPort}/steal`,
      `http://evil.localhost:${otherPort}/auth/callback`,
      'http://a.b.c.localhost/auth/callback',
      `http://a.b.c.localhost:${port}/auth/callback`,
      `http://localhost.evil.example:${port}/auth/callback`,
      'http://localhost:5174/auth/callback',
      'http://kopi.localhost:5173/auth/callback',
      // A company's own host signs in through the platform and a one-time code, never with the token.
      `http://kopi-senja.localhost:${port}/auth/callback`,
    ];
    for (const url of refused) {
      const res = await ask(url);
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe(
        'redirect_url harus alamat /auth/callback di situs ini (origin dan port yang diizinkan)',
      );
    }
    expect(await pendingStates()).toBe(before);
  });

  it('accepts the callback screen on the platform and an allowed origin', async () => {
    for (const url of [`${t.url}/auth/callback`, 'http://localhost:5173/auth/callback']) {
      const res = await ask(url);
      expect(res.status, url).toBe(200);
      expect(res.body.data?.auth_url).toContain('/api/auth/dev/sign-in?state=');
    }
  });

  it('bounds redirect_url to 2 KB before storing anything', async () => {
    const before = await pendingStates();
    const res = await ask(`${t.url}/auth/callback#${'a'.repeat(3000)}`);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('redirect_url terlalu panjang: maksimal 2048 karakter');
    expect(await pendingStates()).toBe(before);
  });
});

import { users } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTooMany, from, WITHIN_A_MINUTE } from '../../../../../tests/support/server/rate-limit';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { hashPassword } from '../../auth/password';

// Behind Caddy: the server trusts loopback, so X-Forwarded-For names each test's own client.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1' });
  const password_hash = await hashPassword('rahasia-123');
  await t.webku.db.insert(users).values([
    { name: 'Budi', email: 'budi@tokoroti.id', password_hash },
    { name: 'Sari', email: 'sari@tokoroti.id', password_hash },
    { name: 'Tono', email: 'tono@tokoroti.id', password_hash },
  ]);
});
afterAll(() => t?.close());

const login = (email: string, password: string, ip: string) =>
  t.api('/api/auth/login', { method: 'POST', json: { email, password }, headers: from(ip) });

const LOCKED = /^Terlalu banyak percobaan masuk ke akun ini\. Coba lagi dalam 15 menit\.$/;

describe('POST /api/auth/login limits', () => {
  it('locks an account for 15 minutes after 5 wrong passwords, whichever addresses they came from', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await login(
        attempt % 2 ? 'budi@tokoroti.id' : 'BUDI@TokoRoti.id',
        'salah',
        `198.51.100.${attempt}`,
      );
      expect(res.status).toBe(401);
    }
    // Even the right password waits: otherwise the 6th guess would still be tested.
    await expectTooMany(await login('budi@tokoroti.id', 'rahasia-123', '198.51.100.6'), LOCKED, 900);
    expect((await login('sari@tokoroti.id', 'rahasia-123', '198.51.100.7')).status).toBe(200);
  });

  it('does not hold a successful sign-in against the account', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login('tono@tokoroti.id', 'salah', '198.51.100.20')).status).toBe(401);
    }
    expect((await login('tono@tokoroti.id', 'rahasia-123', '198.51.100.21')).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login('tono@tokoroti.id', 'salah', '198.51.100.22')).status).toBe(401);
    }
    await expectTooMany(await login('tono@tokoroti.id', 'salah', '198.51.100.23'), LOCKED, 900);
  });

  it('answers 20 attempts a minute from one address, then 429 for that address only', async () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await login(`tamu${attempt}@tokoroti.id`, 'salah', '203.0.113.50')).status).toBe(401);
    }
    await expectTooMany(
      await login('tamu21@tokoroti.id', 'salah', '203.0.113.50'),
      /^Terlalu banyak percobaan masuk\. Coba lagi dalam 1 menit\.$/,
      60,
    );
    expect((await login('tamu22@tokoroti.id', 'salah', '203.0.113.51')).status).toBe(401);
  });

  it('does not count a request the route refused as malformed against the account', async () => {
    const malformed = { email: 'sari@tokoroti.id', password: 12345 };
    for (let attempt = 1; attempt <= 6; attempt++) {
      const res = await t.api('/api/auth/login', {
        method: 'POST',
        json: malformed,
        headers: from('203.0.113.60'),
      });
      expect(res.status).toBe(422);
    }
    expect((await login('sari@tokoroti.id', 'rahasia-123', '203.0.113.60')).status).toBe(200);
  });
});

describe('sign-in links', () => {
  it('answers 20 POST /api/auth/google-auth-url a minute per address', async () => {
    const ask = (ip: string) =>
      t.api('/api/auth/google-auth-url', {
        method: 'POST',
        json: { redirect_url: `${t.url}/auth/callback` },
        headers: from(ip),
      });
    for (let attempt = 1; attempt <= 20; attempt++) expect((await ask('203.0.113.70')).status).toBe(200);
    await expectTooMany(
      await ask('203.0.113.70'),
      new RegExp(`^Terlalu banyak permintaan masuk dengan Google\\. Coba lagi dalam ${WITHIN_A_MINUTE}\\.$`),
      [40, 60],
    );
    expect((await ask('203.0.113.71')).status).toBe(200);
  });

  it('answers 20 development sign-ins a minute per address', async () => {
    const post = () =>
      t.api('/api/auth/dev/sign-in', {
        method: 'POST',
        body: new URLSearchParams({
          state: 'x'.repeat(20),
          redirect_uri: 'http://x/',
          name: 'A',
          email: 'a@b.id',
        }),
      });
    for (let attempt = 1; attempt <= 20; attempt++) expect((await post()).status).not.toBe(429);
    await expectTooMany(
      await post(),
      new RegExp(`^Terlalu banyak percobaan masuk\\. Coba lagi dalam ${WITHIN_A_MINUTE}\\.$`),
      [40, 60],
    );
  });
});

describe('without TRUSTED_PROXIES, with RATE_LIMIT_SIGN_IN_URL=3/10s', () => {
  let direct: TestServer;
  beforeAll(async () => {
    direct = await startTestServer({ RATE_LIMIT_SIGN_IN_URL: '3/10s' });
  });
  afterAll(() => direct?.close());

  it('ignores X-Forwarded-For, so a client cannot escape its limit by inventing addresses', async () => {
    const ask = (attempt: number) =>
      direct.api('/api/auth/google-auth-url', {
        method: 'POST',
        json: { redirect_url: `${direct.url}/auth/callback` },
        headers: from(`198.51.100.${attempt}`),
      });
    for (let attempt = 1; attempt <= 3; attempt++) expect((await ask(attempt)).status).toBe(200);
    await expectTooMany(
      await ask(4),
      /^Terlalu banyak permintaan masuk dengan Google\. Coba lagi dalam \d+ detik\.$/,
    );
  });
});

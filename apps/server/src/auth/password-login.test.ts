import { users } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';
import { hashPassword } from './password';

// POST /api/auth/login must not tell which e-mails have an account by how long it takes.
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
  await t.webku.db.insert(users).values({
    name: 'Sari',
    email: 'sari@warungsari.id',
    password_hash: await hashPassword('rahasia-123'),
  });
});
afterAll(() => t.close());

async function timeLogin(email: string, password: string) {
  const started = performance.now();
  const res = await t.api('/api/auth/login', { method: 'POST', json: { email, password } });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

describe('password login', () => {
  it('spends the same hashing time on an unknown e-mail as on a real one', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    // Few attempts per account: the per-account rate limit allows five.
    for (let i = 0; i < 4; i++) {
      const real = await timeLogin('sari@warungsari.id', `salah-${i}`);
      const none = await timeLogin(`tidak-ada-${i}@example.id`, `salah-${i}`);
      expect(real.status).toBe(401);
      expect(none.status).toBe(401);
      known.push(real.ms);
      unknown.push(none.ms);
    }
    // The fastest of each is the least disturbed by other work on the machine.
    const ratio = Math.min(...unknown) / Math.min(...known);
    console.info(
      `login: unknown ${Math.min(...unknown).toFixed(1)} ms, known ${Math.min(...known).toFixed(1)} ms`,
    );
    // Without the dummy hash an unknown e-mail answered about 7x faster (8 ms against 57 ms).
    expect(ratio).toBeGreaterThan(0.35);
  });

  it('still signs the owner in with the right password', async () => {
    const res = await t.api('/api/auth/login', {
      method: 'POST',
      json: { email: 'SARI@warungsari.id', password: 'rahasia-123' },
    });
    expect(res.status).toBe(200);
  });
});

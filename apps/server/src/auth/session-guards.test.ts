import { eq, sessions, users } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';
import { hashPassword } from './password';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SESSION_TTL_HOURS: '2' });
});
afterAll(() => t.close());

async function ownerWithPassword(email: string) {
  const [user] = await t.webku.db
    .insert(users)
    .values({ name: 'Pemilik', email, password_hash: await hashPassword('rahasia-sekali') })
    .returning();
  return user!;
}

describe('session guards', () => {
  it("refuses a deactivated owner's old token everywhere", async () => {
    const { token, userId } = await t.signUp();
    expect((await t.api('/api/auth/me', { token })).status).toBe(200);
    await t.webku.db.update(users).set({ is_active: false }).where(eq(users.id, userId));
    expect((await t.api('/api/auth/me', { token })).status).toBe(401);
    expect((await t.api('/api/admin/web-settings', { token })).status).toBe(401);
    expect((await t.api('/api/admin/upload/images/list', { token })).status).toBe(401);
  });

  it('gives a password sign-in exactly the configured lifetime', async () => {
    const user = await ownerWithPassword('umur-sesi@example.id');
    const before = Date.now();
    const res = await t.api('/api/auth/login', {
      method: 'POST',
      json: { email: 'umur-sesi@example.id', password: 'rahasia-sekali' },
    });
    expect(res.status).toBe(200);
    const [session] = await t.webku.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    const lifetime = session!.expires_at.getTime() - before;
    expect(lifetime).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(lifetime).toBeLessThan(2 * 3_600_000 + 60_000);
  });
});

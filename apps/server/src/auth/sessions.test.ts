import { eq, sessions, users } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithSite } from '../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';
import { hashPassword } from './password';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const me = (token?: string) => t.api('/api/auth/me', token ? { token } : {});

describe('sessions', () => {
  it('rejects a missing or unknown token with 401 and a message', async () => {
    for (const res of [await me(), await me('x'.repeat(43))]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthenticated' });
    }
  });

  it('revokes the token on logout', async () => {
    const { token } = await t.signUp();
    expect((await me(token)).status).toBe(200);
    expect((await t.api('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('answers every logout as done, with or without a token, and revokes only the one sent', async () => {
    const kept = await t.signUp();
    const gone = await t.signUp();
    const headerSets: Record<string, string>[] = [
      {},
      { authorization: 'Bearer tidak-ada' },
      { authorization: 'Basic abc' },
    ];
    for (const headers of headerSets) {
      const res = await t.api('/api/auth/logout', { method: 'POST', headers });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: { success: true } });
    }
    const res = await t.api('/api/auth/logout', { method: 'POST', token: gone.token });
    expect(await res.json()).toEqual({ data: { success: true } });
    expect((await me(gone.token)).status).toBe(401);
    expect((await me(kept.token)).status).toBe(200);
  });

  it('rejects an expired token', async () => {
    const { token, userId } = await t.signUp();
    await t.webku.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.user_id, userId));
    expect((await me(token)).status).toBe(401);
  });

  it('shows each owner only their own company', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const setup = {
      business_type: 'Bakery',
      web_language: 'english',
      template_selected: 'classic-website',
      short_description: 'Fresh bread every morning.',
    };
    await t.api('/api/admin/template-data-dummies/generate', {
      method: 'POST',
      token: a.token,
      json: { ...setup, brand_name: 'Roti A' },
    });
    await t.api('/api/admin/template-data-dummies/generate', {
      method: 'POST',
      token: b.token,
      json: { ...setup, brand_name: 'Roti B' },
    });
    const bodyA = (await (await me(a.token)).json()) as { data: { company: { slug: string } } };
    const bodyB = (await (await me(b.token)).json()) as { data: { company: { slug: string } } };
    expect(bodyA.data.company.slug).toBe('roti-a');
    // 'Preview Web' opens the company's own subdomain.
    expect((bodyA.data.company as { public_url?: string }).public_url).toBe(
      `http://roti-a.localhost:${new URL(t.url).port}/`,
    );
    expect(bodyB.data.company.slug).toBe('roti-b');
  });
});

describe('password login', () => {
  it('signs in an account that has a password and refuses wrong ones with 401 Login failed', async () => {
    const { userId } = await t.signUp('kasir@tokoroti.id');
    const { users } = await import('@webku/db');
    await t.webku.db
      .update(users)
      .set({ password_hash: await hashPassword('rahasia-123') })
      .where(eq(users.id, userId));
    const ok = await t.api('/api/auth/login', {
      method: 'POST',
      json: { email: 'KASIR@tokoroti.id', password: 'rahasia-123' },
    });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { data: { token: string; user: { email: string } } };
    expect(body.data.user.email).toBe('kasir@tokoroti.id');
    expect((await me(body.data.token)).status).toBe(200);

    for (const json of [
      { email: 'kasir@tokoroti.id', password: 'salah' },
      { email: 'nobody@tokoroti.id', password: 'rahasia-123' },
    ]) {
      const res = await t.api('/api/auth/login', { method: 'POST', json });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Login failed' });
    }
  });

  it('signs an owner in on their own company login page only', async () => {
    const owner = await ownerWithSite(t, 'Toko Kue');
    const [row] = await t.webku.db
      .update(users)
      .set({ password_hash: await hashPassword('kue-enak-1') })
      .where(eq(users.id, owner.userId))
      .returning();
    const login = (slug?: string) =>
      t.api('/api/auth/login', { method: 'POST', json: { email: row!.email, password: 'kue-enak-1', slug } });
    for (const slug of [owner.slug, ` ${owner.slug} `, undefined]) {
      const ok = await login(slug);
      expect(ok.status, String(slug)).toBe(200);
      const { data } = (await ok.json()) as { data: { token: string } };
      expect((await me(data.token)).status).toBe(200);
    }
    const elsewhere = await login('roti-a');
    expect(elsewhere.status).toBe(401);
    expect(await elsewhere.json()).toEqual({ message: 'Login failed' });
    expect(await t.webku.db.select().from(sessions).where(eq(sessions.user_id, owner.userId))).toHaveLength(
      4,
    );
  });

  it('refuses a company login page to an account that owns no company, and to an unknown e-mail', async () => {
    const { userId } = await t.signUp('pegawai@tokokue.id');
    await t.webku.db
      .update(users)
      .set({ password_hash: await hashPassword('rahasia-123') })
      .where(eq(users.id, userId));
    const res = await t.api('/api/auth/login', {
      method: 'POST',
      json: { email: 'pegawai@tokokue.id', password: 'rahasia-123', slug: 'toko-kue' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Login failed' });
    expect(await t.webku.db.select().from(sessions).where(eq(sessions.user_id, userId))).toHaveLength(1);
    const unknown = await t.api('/api/auth/login', {
      method: 'POST',
      json: { email: 'tidak-ada@tokokue.id', password: 'rahasia-123', slug: 'toko-kue' },
    });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ message: 'Login failed' });
  });
});

import { companies, eq, users } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoogleUser, startFakeOidc } from '../../../../tests/fakes/oidc-provider';
import { testBrowser } from '../../../../tests/support/server/test-browser';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';
import { createSession } from './sessions';

// Who a Google identity signs in as: an unverified address never claims or links an account.
let oidc: Awaited<ReturnType<typeof startFakeOidc>>;
let t: TestServer;

beforeAll(async () => {
  oidc = await startFakeOidc();
  t = await startTestServer(oidc.env);
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
});

async function signInAs(person: FakeGoogleUser): Promise<{ userId: number; token: string }> {
  oidc.signInAs(person);
  const browser = testBrowser(Number(new URL(t.url).port));
  const start = await browser.post(`${t.url}/api/auth/google-auth-url`, {
    json: { redirect_url: `${t.url}/auth/callback` },
  });
  const authUrl = (JSON.parse(start.body) as { data: { auth_url: string } }).data.auth_url;
  const back = await fetch(authUrl, { redirect: 'manual' });
  const landed = await browser.get(back.headers.get('location')!);
  const params = landed.location!.searchParams;
  expect(params.get('success'), params.get('message') ?? '').toBe('true');
  return { userId: Number(params.get('user_id')), token: params.get('token')! };
}

const me = async (token: string) => {
  const res = await t.api('/api/auth/me', { token });
  return {
    status: res.status,
    body: (await res.json()) as { data: { user: { id: number }; company: unknown } },
  };
};

describe('linking Google identities to users', () => {
  it('keeps an unverified e-mail from claiming the address before its real owner signs in', async () => {
    const attacker = await signInAs({
      email: 'pemilik@warungsari.id',
      name: 'Penyusup',
      sub: 'attacker-sub',
      email_verified: false,
    });
    const owner = await signInAs({ email: 'pemilik@warungsari.id', name: 'Sari', sub: 'owner-sub' });
    expect(owner.userId).not.toBe(attacker.userId);
    await t.webku.db
      .insert(companies)
      .values({ owner_user_id: owner.userId, name: 'Warung Sari', slug: 'warung-sari' });
    expect((await me(owner.token)).body.data.company).toMatchObject({ slug: 'warung-sari' });
    const seenByAttacker = await me(attacker.token);
    expect(seenByAttacker.body.data.user.id).toBe(attacker.userId);
    expect(seenByAttacker.body.data.company).toBeNull();
    // The attacker's next sign-in is still their own user, never the owner's.
    const again = await signInAs({
      email: 'pemilik@warungsari.id',
      name: 'Penyusup',
      sub: 'attacker-sub',
      email_verified: false,
    });
    expect(again.userId).toBe(attacker.userId);
  });

  it('gives an unverified e-mail of an existing account a user of its own, linking nothing', async () => {
    const existing = await t.signUp('budi@kopibudi.id');
    const stranger = await signInAs({
      email: 'BUDI@kopibudi.id',
      name: 'Bukan Budi',
      sub: 'stranger-sub',
      email_verified: false,
    });
    expect(stranger.userId).not.toBe(existing.userId);
    const [row] = await t.webku.db.select().from(users).where(eq(users.id, existing.userId));
    expect(row!.google_sub).toBeNull();
    expect((await me(existing.token)).status).toBe(200);
  });

  it('revokes every session of a user when a verified identity is linked to it', async () => {
    const existing = await t.signUp('dewi@kopidewi.id');
    const other = await createSession(t.webku.db, existing.userId, 3_600_000);
    const linked = await signInAs({ email: 'dewi@kopidewi.id', name: 'Dewi', sub: 'dewi-sub' });
    expect(linked.userId).toBe(existing.userId);
    expect((await me(existing.token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await me(linked.token)).status).toBe(200);
    // Signing in again by the same identity links nothing new and revokes nothing.
    const again = await signInAs({ email: 'dewi@kopidewi.id', name: 'Dewi', sub: 'dewi-sub' });
    expect((await me(linked.token)).status).toBe(200);
    expect((await me(again.token)).status).toBe(200);
  });
});

// U+212A (Kelvin sign) and U+0130 (I with a dot) fold to ASCII letters in some lower() functions and not in
// others; an address is compared in one canonical form, so look-alikes stay different people.
describe('addresses that only look alike', () => {
  const kelvin = 'ban\u212A@example.com';

  it('gives a verified look-alike address a user of its own, in either direction', async () => {
    const bank = await t.signUp('bank@example.com');
    const lookAlike = await signInAs({ email: kelvin, name: 'Penyusup', sub: 'kelvin-sub' });
    expect(lookAlike.userId).not.toBe(bank.userId);
    expect((await me(bank.token)).status).toBe(200);
    const dotted = await t.signUp('\u0130nfo@example.com');
    const plain = await signInAs({ email: 'info@example.com', name: 'Info', sub: 'info-sub' });
    expect(plain.userId).not.toBe(dotted.userId);
    const [row] = await t.webku.db.select().from(users).where(eq(users.id, dotted.userId));
    expect(row!.google_sub).toBeNull();
  });

  it('still finds an address written with other ASCII capitals, stored in one form', async () => {
    const existing = await t.signUp('rina@kopirina.id');
    const linked = await signInAs({ email: ' Rina@KopiRina.ID ', name: 'Rina', sub: 'rina-sub' });
    expect(linked.userId).toBe(existing.userId);
    const fresh = await signInAs({ email: 'Agus@Example.COM', name: 'Agus', sub: 'agus-sub' });
    const [row] = await t.webku.db.select().from(users).where(eq(users.id, fresh.userId));
    expect(row!.email).toBe('agus@example.com');
  });

  it('lets a look-alike address take no invitation', async () => {
    const owner = await t.signUp('pemilik@lookalike.id');
    await t.webku.db
      .insert(companies)
      .values({ owner_user_id: owner.userId, name: 'Toko Mirip', slug: 'toko-mirip' });
    for (const email of ['ka@example.com', 'ia@example.com']) {
      const invited = await t.api('/api/admin/team/invitations', {
        method: 'POST',
        token: owner.token,
        json: { email, role: 'manager' },
      });
      expect(invited.status).toBe(201);
    }
    const k = await signInAs({ email: '\u212Aa@example.com', name: 'K', sub: 'ka-sub' });
    const i = await signInAs({ email: '\u0130a@example.com', name: 'I', sub: 'ia-sub' });
    for (const stranger of [k, i]) expect((await me(stranger.token)).body.data.company).toBeNull();
    const team = await t.api('/api/admin/team', { token: owner.token });
    const open = (await team.json()) as { data: { invitations: { email: string }[] } };
    expect(open.data.invitations.map((row) => row.email).sort()).toEqual([
      'ia@example.com',
      'ka@example.com',
    ]);
  });
});

import type { Activity, MeResponse, RestorePoint, Team } from '@webku/contract';
import { auditEvents, companies, eq, teamInvitations, users } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCalls, readSiteJson } from '../../../../../tests/support/server/backup-archives';
import {
  adminClient,
  type OwnerWithSite,
  ownerWithSite,
} from '../../../../../tests/support/server/owner-with-site';
import { addMember } from '../../../../../tests/support/server/team';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { createSession } from '../../auth/sessions';
import { pruneActivity } from './activity';
import { TeamService } from './team';

let t: TestServer;
let owner: OwnerWithSite;
let other: OwnerWithSite;

beforeAll(async () => {
  t = await startTestServer({ TEAM_MAX_MEMBERS: '6', TEAM_MAX_OPEN_INVITATIONS: '3' });
  owner = await ownerWithSite(t, 'Warung Bu Tini');
  other = await ownerWithSite(t, 'Salon Ayu');
});
afterAll(() => t.close());

const team = async () => (await owner.api.get<Team>('/admin/team')).data;
const activity = async () => (await owner.api.get<Activity>('/admin/team/activity')).data.events;

describe("the owner's team", () => {
  it('an invited address that signs in joins at once, with its role named by /auth/me', async () => {
    const invited = await owner.api.post('/admin/team/invitations', {
      email: ' Siti@Example.id ',
      role: 'cashier',
    });
    expect(invited).toMatchObject({ status: 201, data: { email: 'siti@example.id', role: 'cashier' } });
    expect((await team()).invitations.map((i) => i.email)).toContain('siti@example.id');

    const { token } = await t.signUp('siti@example.id');
    const me = await adminClient(t, token).get<MeResponse>('/auth/me');
    expect(me.data.user.role).toBe('cashier');
    expect(me.data.company).toMatchObject({ id: owner.companyId, role: 'cashier' });
    expect(me.data.companies).toEqual([
      { id: owner.companyId, name: 'Warung Bu Tini', slug: owner.slug, role: 'cashier' },
    ]);
    const now = await team();
    expect(now.invitations).toEqual([]);
    expect(now.members.map((m) => [m.email, m.role])).toEqual([
      [expect.any(String), 'owner'],
      ['siti@example.id', 'cashier'],
    ]);
    // The owner still reads /auth/me as before, now with their role.
    const mine = await owner.api.get<MeResponse>('/auth/me');
    expect(mine.data.company).toMatchObject({ id: owner.companyId, slug: owner.slug, role: 'owner' });
    expect(mine.data.user.role).toBe('owner');
  });

  it('refuses a bad address or role with the field named, and someone already in the team', async () => {
    expect(
      await owner.api.post('/admin/team/invitations', { email: 'bukan-email', role: 'cashier' }),
    ).toMatchObject({
      status: 422,
      message: expect.stringContaining('Email'),
    });
    expect(await owner.api.post('/admin/team/invitations', { email: 'a@b.id', role: 'owner' })).toMatchObject(
      {
        status: 422,
        message: 'Peran harus Pengelola (manager) atau Kasir (cashier)',
      },
    );
    expect(
      await owner.api.post('/admin/team/invitations', { email: 'siti@example.id', role: 'manager' }),
    ).toMatchObject({
      status: 409,
      message: 'siti@example.id sudah ada di tim ini',
    });
  });

  it('an expired invitation does not let anyone in, and a withdrawn one neither', async () => {
    const late = await owner.api.post<{ id: number }>('/admin/team/invitations', {
      email: 'telat@example.id',
      role: 'manager',
    });
    await t.webku.db
      .update(teamInvitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.id, late.data.id));
    const gone = await owner.api.post<{ id: number }>('/admin/team/invitations', {
      email: 'batal@example.id',
      role: 'manager',
    });
    expect((await owner.api.delete(`/admin/team/invitations/${gone.data.id}`)).status).toBe(200);
    expect((await owner.api.delete(`/admin/team/invitations/${gone.data.id}`)).status).toBe(404);
    for (const email of ['telat@example.id', 'batal@example.id']) {
      const { token } = await t.signUp(email);
      const me = await adminClient(t, token).get<MeResponse>('/auth/me');
      expect(me.data.company).toBeNull();
    }
    expect((await team()).invitations).toEqual([]);
  });

  it('lets no one in through an address the identity provider did not verify', async () => {
    await owner.api.post('/admin/team/invitations', { email: 'belum@example.id', role: 'manager' });
    const [stranger] = await t.webku.db
      .insert(users)
      .values({ name: 'Penyusup', email: 'belum@example.id', email_verified: false })
      .returning();
    const token = await createSession(t.webku.db, stranger!.id, 3_600_000);
    const me = await adminClient(t, token).get<MeResponse>('/auth/me');
    expect(me.data.company).toBeNull();
    expect((await team()).invitations.map((i) => i.email)).toContain('belum@example.id');
    const invitation = (await team()).invitations.find((i) => i.email === 'belum@example.id')!;
    await owner.api.delete(`/admin/team/invitations/${invitation.id}`);
  });

  it('keeps the team and its open invitations within the limits', async () => {
    const small = await ownerWithSite(t, 'Toko Kecil', {}, { goods: false });
    const invite = (email: string) => small.api.post('/admin/team/invitations', { email, role: 'cashier' });
    for (const name of ['a', 'b', 'c']) expect((await invite(`${name}@kecil.id`)).status).toBe(201);
    expect(await invite('d@kecil.id')).toMatchObject({
      status: 422,
      message: 'Paling banyak 3 undangan terbuka. Tarik undangan yang tidak dipakai dulu.',
    });
    // Inviting an address again renews it rather than counting twice.
    expect((await invite('a@kecil.id')).status).toBe(201);
    for (const name of ['a', 'b', 'c']) await addMember(t, small, 'manager', `${name}@kecil.id`);
    for (const name of ['x', 'y', 'z']) expect((await invite(`${name}@kecil.id`)).status).toBe(201);
    expect(await invite('penuh@kecil.id')).toMatchObject({
      status: 422,
      message: expect.stringContaining('Tim sudah penuh: paling banyak 6 anggota'),
    });
  });

  it('a Kasir marks an item "Habis", and the record names them; a restore point names who changed', async () => {
    const kasir = await addMember(t, owner, 'cashier', 'kasir-habis@example.id');
    const items = (await kasir.api.get<{ id: number; name: string }[]>('/admin/menu/items')).data;
    const item = items[0]!;
    expect((await kasir.api.put(`/admin/menu/items/${item.id}/sold-out`, { sold_out: true })).status).toBe(
      200,
    );
    expect((await kasir.api.put(`/admin/menu/items/${item.id}`, { name: 'Diubah kasir' })).status).toBe(403);
    const events = await activity();
    expect(events[0]).toMatchObject({
      actor_role: 'cashier',
      summary: `Menandai “${item.name}” Habis (Menu)`,
    });
    expect(events.map((e) => e.summary)).toContain('Mengundang kasir-habis@example.id sebagai Kasir');
    expect(events.map((e) => e.summary)).toContain('Bergabung ke tim sebagai Kasir');
    const points = (await owner.api.get<RestorePoint[]>('/admin/data/restore-points')).data;
    expect(points[0]!.actor_name).toBe(events[0]!.actor_name);
    // The owner's restore keeps a point of its own, named after the owner.
    expect((await owner.api.post(`/admin/data/restore-points/${points[0]!.id}/restore`, {})).status).toBe(
      200,
    );
    const after = (await owner.api.get<RestorePoint[]>('/admin/data/restore-points')).data;
    const me = (await owner.api.get<MeResponse>('/auth/me')).data.user.name;
    expect(after[0]).toMatchObject({ reason: 'restore', actor_name: me });
  });

  it('keeps the record for its set time: older lines are neither shown nor kept', async () => {
    const old = new Date(Date.now() - 400 * 24 * 3600 * 1000);
    await t.webku.db.insert(auditEvents).values({
      company_id: owner.companyId,
      actor_name: 'Dulu',
      actor_role: 'owner',
      action: 'team.invite',
      detail: { email: 'lama@example.id', role: 'cashier' },
      created_at: old,
    });
    expect((await activity()).map((e) => e.summary)).not.toContain(
      'Mengundang lama@example.id sebagai Kasir',
    );
    expect(await pruneActivity(t.webku.db, 365)).toBe(1);
    const left = await t.webku.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.company_id, owner.companyId));
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((row) => row.created_at > old)).toBe(true);
  });

  it('keeps the team and its record out of the public payload and the backup', async () => {
    const payload = await (await t.api(`/api/public/${owner.slug}/data`)).text();
    const backup = JSON.stringify(await readSiteJson(await backupCalls(t, owner.token).exportZip()));
    for (const text of [payload, backup]) {
      expect(text).not.toContain('siti@example.id');
      expect(text).not.toContain('kasir-habis@example.id');
      expect(text).not.toContain('Bergabung ke tim');
    }
  });

  it("a changed role or a removal counts at once and ends the member's sessions", async () => {
    const member = await addMember(t, owner, 'manager', 'pindah@example.id');
    expect((await member.api.get('/admin/dashboard')).status).toBe(200);
    expect((await owner.api.put(`/admin/team/${member.memberId}`, { role: 'cashier' })).status).toBe(200);
    expect((await member.api.get('/admin/dashboard')).status).toBe(401);

    const again = await addMember(t, owner, 'manager', 'keluar@example.id');
    expect((await owner.api.delete(`/admin/team/${again.memberId}`)).status).toBe(200);
    expect((await again.api.get('/admin/menu/items')).status).toBe(401);
    // Signing in again does not bring them back.
    const { token } = await t.signUp('keluar2@example.id');
    expect((await adminClient(t, token).get<MeResponse>('/auth/me')).data.company).toBeNull();
    const summaries = (await activity()).map((e) => e.summary);
    expect(summaries.some((s) => /^Mengubah peran .+ dari Pengelola menjadi Kasir$/.test(s))).toBe(true);
    expect(summaries.some((s) => /^Mengeluarkan .+ \(Pengelola\) dari tim$/.test(s))).toBe(true);
  });

  it('a member of two teams switches between them, and cannot switch into a company they are not in', async () => {
    const both = await addMember(t, owner, 'cashier', 'dua-tim@example.id');
    await other.api.post('/admin/team/invitations', { email: 'dua-tim@example.id', role: 'manager' });
    const me = await both.api.get<MeResponse>('/auth/me');
    expect(me.data.companies?.map((c) => c.id).sort()).toEqual([owner.companyId, other.companyId].sort());
    expect((await both.api.put('/auth/company', { company_id: other.companyId })).status).toBe(200);
    expect((await both.api.get<MeResponse>('/auth/me')).data.company).toMatchObject({
      id: other.companyId,
      role: 'manager',
    });
    expect((await both.api.get('/admin/dashboard')).status).toBe(200);
    const stranger = await ownerWithSite(t, 'Bengkel Jaya', {}, { goods: false });
    expect((await both.api.put('/auth/company', { company_id: stranger.companyId })).status).toBe(404);
    expect((await both.api.put('/auth/company', { company_id: 'x' })).status).toBe(422);
    expect((await both.api.get<MeResponse>('/auth/me')).data.company?.id).toBe(other.companyId);
  });

  it('hands the company over to a member; the former owner stays as Pengelola', async () => {
    const heir = await addMember(t, other, 'manager', 'penerus@example.id');
    expect((await other.api.post(`/admin/team/${heir.memberId}/ownership`, {})).status).toBe(200);
    const [company] = await t.webku.db.select().from(companies).where(eq(companies.id, other.companyId));
    expect(company!.owner_user_id).toBe(heir.userId);
    expect((await heir.api.get<MeResponse>('/auth/me')).data.company?.role).toBe('owner');
    expect((await other.api.get<MeResponse>('/auth/me')).data.company).toMatchObject({
      id: other.companyId,
      role: 'manager',
    });
    expect((await other.api.get('/admin/team')).status).toBe(403);
  });

  it('two handovers at once: one is made, the other is refused with 409 in Indonesian, never 500', async () => {
    const shop = await ownerWithSite(t, 'Toko Serentak', {}, { goods: false });
    const first = await addMember(t, shop, 'manager', 'serentak1@example.id');
    const second = await addMember(t, shop, 'manager', 'serentak2@example.id');
    // Both passed the role check as the owner: the second runs after the first has handed the company over.
    const service = new TeamService(t.webku.db, { maxMembers: 6, maxOpenInvitations: 3, invitationDays: 7 });
    const actor = { id: shop.userId, name: 'Pemilik', role: 'owner' as const };
    const outcomes = await Promise.allSettled([
      service.handOver(shop.companyId, actor, first.memberId),
      service.handOver(shop.companyId, actor, second.memberId),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      kind: 'conflict',
      message:
        'Kepemilikan usaha ini sudah diserahkan. Muat ulang halaman Tim untuk melihat pemilik yang baru.',
    });
    const [company] = await t.webku.db.select().from(companies).where(eq(companies.id, shop.companyId));
    expect([first.userId, second.userId]).toContain(company!.owner_user_id);
    // Over HTTP, the same two requests together: one 200, and the other a refusal in words, not a 500.
    const again = await ownerWithSite(t, 'Toko Serentak Dua', {}, { goods: false });
    const [a, b] = [
      await addMember(t, again, 'manager', 'serentak3@example.id'),
      await addMember(t, again, 'manager', 'serentak4@example.id'),
    ];
    const answers = await Promise.all(
      [a, b].map((heir) => again.api.post(`/admin/team/${heir.memberId}/ownership`, {})),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, expect.any(Number)]);
    const other = answers.find((r) => r.status !== 200)!;
    expect([403, 409]).toContain(other.status);
    expect(other.message).toMatch(/^[A-Z]/);
  });

  it("a member deleting their account leaves the company; the owner's deletion takes the team's access with it", async () => {
    const leaving = await addMember(t, owner, 'cashier', 'pergi@example.id');
    const summary = await leaving.api.get('/admin/data/account');
    expect(summary.data).toMatchObject({ member_only: true, slug: owner.slug });
    const wrong = await t.api('/api/admin/data/account', {
      method: 'DELETE',
      token: leaving.token,
      json: { slug_confirmation: 'salah' },
    });
    expect(wrong.status).toBe(422);
    const res = await t.api('/api/admin/data/account', {
      method: 'DELETE',
      token: leaving.token,
      json: { slug_confirmation: owner.slug },
    });
    expect(res.status).toBe(200);
    expect((await owner.api.get('/admin/dashboard')).status).toBe(200);
    expect((await team()).members.map((m) => m.email)).not.toContain('pergi@example.id');

    const doomed = await ownerWithSite(t, 'Kos Melati', {}, { goods: false });
    const staff = await addMember(t, doomed, 'manager', 'staf-kos@example.id');
    const gone = await t.api('/api/admin/data/account', {
      method: 'DELETE',
      token: doomed.token,
      json: { slug_confirmation: doomed.slug },
    });
    expect(gone.status).toBe(200);
    // Their session acted for the company, so it ended with it; the person's account stays.
    expect((await staff.api.get('/admin/menu/items')).status).toBe(401);
    expect(await t.webku.db.select().from(users).where(eq(users.id, staff.userId))).toHaveLength(1);
  });
});

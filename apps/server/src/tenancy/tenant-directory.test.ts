import { companies, eq, subscriptions, users } from '@webku/db';
import { describe, expect, it } from 'vitest';
import { useDbWithPlan } from '../../../../tests/support/server/subscription-fixtures';
import { TenantDirectory } from './tenant-directory';

const fixture = useDbWithPlan();

async function company(slug: string) {
  const { db } = fixture;
  const [user] = await db
    .insert(users)
    .values({ name: 'Pemilik', email: `${slug}@example.id` })
    .returning();
  const [row] = await db.insert(companies).values({ owner_user_id: user!.id, name: slug, slug }).returning();
  return row!;
}

async function hosted(companyId: number, domain: string, validUntil: Date) {
  await fixture.db.insert(subscriptions).values({
    company_id: companyId,
    plan_id: fixture.planId,
    status: 'active',
    domain_url: domain,
    is_dns_pointed: true,
    valid_from: new Date(validUntil.getTime() - 86_400_000),
    valid_until: validUntil,
  });
}

const rename = (id: number, slug: string) =>
  fixture.db.update(companies).set({ slug }).where(eq(companies.id, id));

describe('tenant directory', () => {
  it('stops serving a custom domain the moment its subscription ends, however long the cache lives', async () => {
    const roti = await company('roti-sari');
    let now = Date.now();
    await hosted(roti.id, 'rotisari.com', new Date(now + 5_000));
    const directory = new TenantDirectory(fixture.db, { ttlMs: 3_600_000, now: () => now });
    expect((await directory.byDomain('RotiSari.com'))?.id).toBe(roti.id);
    now += 4_000;
    expect((await directory.byRoute({ mode: 'A', by: 'domain', domain: 'rotisari.com' }))?.id).toBe(roti.id);
    now += 2_000;
    expect(await directory.byDomain('rotisari.com')).toBeNull();
  });

  it('remembers a slug for its lifetime only, and forgets a company the moment it is invalidated', async () => {
    const kopi = await company('kopi-lama');
    let now = Date.now();
    const directory = new TenantDirectory(fixture.db, { ttlMs: 30_000, now: () => now });
    expect((await directory.bySlug('Kopi-Lama'))?.id).toBe(kopi.id);
    await rename(kopi.id, 'kopi-baru');
    now += 29_000;
    expect((await directory.byRoute({ mode: 'A', by: 'slug', slug: 'kopi-lama' }))?.id).toBe(kopi.id);
    // Gone exactly at the end of its lifetime.
    now += 1_000;
    expect(await directory.bySlug('kopi-lama')).toBeNull();

    expect((await directory.bySlug('kopi-baru'))?.id).toBe(kopi.id);
    await rename(kopi.id, 'kopi-lagi');
    directory.forget(kopi.id);
    expect(await directory.bySlug('kopi-baru')).toBeNull();
  });

  it('does not keep a look-up that an invalidation overtook', async () => {
    const bakso = await company('bakso-urat');
    const directory = new TenantDirectory(fixture.db, { ttlMs: 3_600_000 });
    const running = directory.bySlug('bakso-urat');
    directory.forget(bakso.id);
    expect((await running)?.id).toBe(bakso.id);
    await rename(bakso.id, 'bakso-halus');
    expect(await directory.bySlug('bakso-urat')).toBeNull();
  });

  it("drops every miss on any invalidation, but keeps other companies' entries", async () => {
    const teh = await company('teh-manis');
    const directory = new TenantDirectory(fixture.db, { ttlMs: 3_600_000 });
    expect(await directory.bySlug('bakso-baru')).toBeNull();
    expect((await directory.bySlug('teh-manis'))?.id).toBe(teh.id);
    const bakso = await company('bakso-baru');
    await rename(teh.id, 'teh-tawar');
    directory.forget(bakso.id);
    expect((await directory.bySlug('bakso-baru'))?.id).toBe(bakso.id);
    expect((await directory.bySlug('teh-manis'))?.id).toBe(teh.id);
  });

  it('keeps at most its bound of entries, forgetting the least recently asked first', async () => {
    const soto = await company('soto-ayam');
    const directory = new TenantDirectory(fixture.db, { ttlMs: 3_600_000, maxEntries: 3 });
    expect((await directory.bySlug('soto-ayam'))?.id).toBe(soto.id);
    await rename(soto.id, 'soto-sapi');
    await directory.bySlug('tamu-1');
    await directory.bySlug('tamu-2');
    // Still remembered, and now the most recently asked: unknown hosts push out older names first.
    expect((await directory.bySlug('soto-ayam'))?.id).toBe(soto.id);
    await directory.bySlug('tamu-3');
    await directory.bySlug('tamu-4');
    await directory.bySlug('tamu-5');
    expect(await directory.bySlug('soto-ayam')).toBeNull();
  });

  it('names no company for a platform host', async () => {
    const directory = new TenantDirectory(fixture.db);
    expect(await directory.byRoute({ mode: 'B' })).toBeNull();
  });
});

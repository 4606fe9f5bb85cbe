import type { WebLanguage } from '@webku/contract';
import {
  companies,
  type DbHandle,
  openDb,
  users,
  visitDays,
  visitorHashes,
  visitPlatformClicks,
  visitReferrers,
  visitSalts,
} from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../../../tests/support/db/test-db';
import { createLogger } from '../../logger';
import { CLIENT_DAY_LIMITS, VisitAggregator } from './visit-aggregator';
import { VisitSalts } from './visit-salts';
import { addressBlock, Visits, visitorHash } from './visits';

// On PGlite by default; with DATABASE_URL on PostgreSQL, the second instance has its own connection pool.
let main: DbHandle & { url?: string };
let second: DbHandle;
let kopi: number;
let warung: number;

beforeAll(async () => {
  main = await openTestDb();
  second = main.url ? await openDb({ driver: 'postgres', url: main.url, poolSize: 2 }) : main;
  const owners = await main.db
    .insert(users)
    .values([
      { name: 'Ani', email: 'ani@example.id' },
      { name: 'Budi', email: 'budi@example.id' },
    ])
    .returning();
  const rows = await main.db
    .insert(companies)
    .values([
      { owner_user_id: owners[0]!.id, name: 'Kopi', slug: 'kopi' },
      { owner_user_id: owners[1]!.id, name: 'Warung', slug: 'warung' },
    ])
    .returning();
  [kopi, warung] = rows.map((r) => r.id) as [number, number];
});
afterAll(async () => {
  if (second !== main) await second.close();
  await main.close();
});

const DAY = '2026-11-24';
// Each visitor of these tests sends from an address of their own, unless a test says otherwise.
const view = (
  companyId: number,
  visitorHash: string,
  referrer: string | null = null,
  day = DAY,
  language: WebLanguage | null = null,
) =>
  ({
    companyId,
    day,
    client: `c-${visitorHash}`,
    event: 'view',
    visitorHash,
    device: 'phone',
    language,
    referrer,
  }) as const;

const dayRow = async (companyId: number, day = DAY) =>
  (await main.db.select().from(visitDays)).find((r) => r.company_id === companyId && r.day === day);

describe('VisitAggregator', () => {
  it('adds two instances’ flushes together and counts a visitor both saw once', async () => {
    const one = new VisitAggregator(main.db);
    const two = new VisitAggregator(second.db);
    one.record(view(kopi, 'h-ani', 'google.com'));
    one.record(view(kopi, 'h-ani', 'google.com'));
    one.record(view(kopi, 'h-budi'));
    one.record({ companyId: kopi, day: DAY, client: 'c-h-ani', event: 'wa_order' });
    two.record(view(kopi, 'h-ani', 'google.com'));
    two.record(view(kopi, 'h-citra', 'instagram.com'));
    two.record({ companyId: kopi, day: DAY, client: 'c-h-ani', event: 'wa_order' });
    two.record({ companyId: kopi, day: DAY, client: 'c-h-citra', event: 'qris_open' });
    two.record(view(warung, 'h-ani'));
    // Concurrent, as two instances on their own timers would be.
    await Promise.all([one.flush(DAY), two.flush(DAY)]);

    expect(await dayRow(kopi)).toMatchObject({
      views: 5,
      visitors: 3,
      wa_orders: 2,
      qris_opens: 1,
      wa_taps: 0,
      phone_views: 5,
      desktop_views: 0,
    });
    expect(await dayRow(warung)).toMatchObject({ views: 1, visitors: 1 });
    const referrers = (await main.db.select().from(visitReferrers)).filter((r) => r.company_id === kopi);
    expect(referrers.map((r) => [r.host, r.views]).sort()).toEqual([
      ['google.com', 3],
      ['instagram.com', 1],
    ]);

    // A later flush adds to the stored day; a hash already stored does not count again.
    one.record(view(kopi, 'h-budi'));
    one.record(view(kopi, 'h-dewi'));
    await one.flush(DAY);
    expect(await dayRow(kopi)).toMatchObject({ views: 7, visitors: 4 });
    expect(one.pendingBuckets).toBe(0);
  });

  it('counts views per page language over two instances, a view that names none in the totals only', async () => {
    const day = '2026-11-20';
    const one = new VisitAggregator(main.db);
    const two = new VisitAggregator(second.db);
    one.record(view(kopi, 'h-ani', null, day, 'indonesia'));
    one.record(view(kopi, 'h-ani', null, day, 'english'));
    two.record(view(kopi, 'h-tom', null, day, 'english'));
    two.record(view(kopi, 'h-lama', null, day, null));
    // An action is no page view in any language.
    two.record({ companyId: kopi, day, client: 'c-h-tom', event: 'wa_order' });
    await Promise.all([one.flush(DAY), two.flush(DAY)]);
    expect(await dayRow(kopi, day)).toMatchObject({ views: 4, indonesia_views: 1, english_views: 2 });
    // A later flush adds to them.
    one.record(view(kopi, 'h-jane', null, day, 'english'));
    await one.flush(DAY);
    expect(await dayRow(kopi, day)).toMatchObject({ views: 5, indonesia_views: 1, english_views: 3 });
  });

  it('keeps the counts for the next flush when a write fails', async () => {
    const aggregator = new VisitAggregator(main.db);
    aggregator.record(view(warung, 'h-eka', 'x'.repeat(10)));
    aggregator.record(view(warung, 'h-eka'));
    // A malformed day makes the transaction fail.
    aggregator.record(view(warung, 'h-eka', null, 'not-a-day'));
    await expect(aggregator.flush(DAY)).rejects.toThrow();
    expect(aggregator.pendingBuckets).toBe(2);
    expect(await dayRow(warung)).toMatchObject({ views: 1 });
  });

  it('purges visitor hashes of the days before today, keeping only daily counts', async () => {
    const aggregator = new VisitAggregator(main.db);
    aggregator.record(view(kopi, 'h-kemarin', null, '2026-11-23'));
    await aggregator.flush('2026-11-23');
    expect((await main.db.select().from(visitorHashes)).some((r) => r.day === '2026-11-23')).toBe(true);
    await aggregator.flush('2026-11-24');
    const days = new Set((await main.db.select().from(visitorHashes)).map((r) => r.day));
    expect([...days]).toEqual(['2026-11-24']);
    expect(await dayRow(kopi, '2026-11-23')).toMatchObject({ views: 1, visitors: 1 });
  });
});

describe('taps on platform links', () => {
  it('add up per platform over two instances, within one address’s share', async () => {
    const [owner] = await main.db
      .insert(users)
      .values({ name: 'Dewi', email: 'dewi@example.id' })
      .returning();
    const [site] = await main.db
      .insert(companies)
      .values({ owner_user_id: owner!.id, name: 'Klik', slug: 'klik' })
      .returning();
    const tap = (client: string, platform: 'gofood' | 'google_review') =>
      ({ companyId: site!.id, day: DAY, client, event: 'link_click', platform }) as const;
    const one = new VisitAggregator(main.db);
    const two = new VisitAggregator(second.db);
    one.record(tap('c-ani', 'gofood'));
    two.record(tap('c-budi', 'gofood'));
    two.record(tap('c-budi', 'google_review'));
    // One address tapping 40 times over both instances adds its share of actions, no more.
    for (let i = 0; i < 40; i++) (i % 2 ? one : two).record(tap('c-banyak', 'gofood'));
    await Promise.all([one.flush(DAY), two.flush(DAY)]);
    const clicks = async () =>
      Object.fromEntries(
        (await main.db.select().from(visitPlatformClicks))
          .filter((row) => row.company_id === site!.id)
          .map((row) => [`${row.day} ${row.platform}`, row.clicks]),
      );
    expect(await clicks()).toEqual({
      [`${DAY} gofood`]: 2 + CLIENT_DAY_LIMITS.actions,
      [`${DAY} google_review`]: 1,
    });
    // A later flush adds to the stored row.
    two.record(tap('c-citra', 'gofood'));
    await two.flush(DAY);
    expect((await clicks())[`${DAY} gofood`]).toBe(3 + CLIENT_DAY_LIMITS.actions);
  });
});

describe('one client address', () => {
  it('adds at most its daily share to a site, whatever User-Agents and referrers it sends, over two instances', async () => {
    const [owner] = await main.db
      .insert(users)
      .values({ name: 'Citra', email: 'citra@example.id' })
      .returning();
    const [spammed] = await main.db
      .insert(companies)
      .values({
        owner_user_id: owner!.id,
        name: 'Spam',
        slug: 'spam-target',
      })
      .returning();
    const one = new VisitAggregator(main.db);
    const two = new VisitAggregator(second.db);
    const limits = CLIENT_DAY_LIMITS;
    // 320 views with 320 made-up visitors and referrers, and 60 order taps, from one address, split
    // over two instances and several flushes.
    for (let i = 0; i < 320; i++) {
      const hit = {
        companyId: spammed!.id,
        day: DAY,
        client: 'c-attacker',
        event: 'view',
        visitorHash: `h-${i}`,
        device: 'phone',
        language: i % 2 ? 'english' : 'indonesia',
        referrer: `spam-${i}.example`,
      } as const;
      (i % 2 ? one : two).record(hit);
      if (i < 60)
        (i % 2 ? two : one).record({
          companyId: spammed!.id,
          day: DAY,
          client: 'c-attacker',
          event: 'wa_order',
        });
      if (i % 50 === 0) await Promise.all([one.flush(DAY), two.flush(DAY)]);
    }
    await Promise.all([one.flush(DAY), two.flush(DAY)]);
    const spammedDay = await dayRow(spammed!.id);
    expect(spammedDay).toMatchObject({
      views: limits.views,
      visitors: limits.visitors,
      wa_orders: limits.actions,
    });
    // Its views per language are within the same share.
    expect(spammedDay!.indonesia_views + spammedDay!.english_views).toBe(limits.views);
    const referred = (await main.db.select().from(visitReferrers)).filter(
      (r) => r.company_id === spammed!.id,
    );
    expect(referred.reduce((sum, r) => sum + r.views, 0)).toBe(limits.referred);
    // Another address still counts in full.
    one.record({ ...view(spammed!.id, 'h-tetangga', 'google.com') });
    await one.flush(DAY);
    expect(await dayRow(spammed!.id)).toMatchObject({
      views: limits.views + 1,
      visitors: limits.visitors + 1,
    });
  });

  it('is an IPv4 address, or the /64 block of an IPv6 address', () => {
    expect(addressBlock('203.0.113.5')).toBe('203.0.113.5');
    expect(addressBlock('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressBlock('2001:db8:85a3:0:1:2:3:4')).toBe('2001:db8:85a3:0::/64');
    expect(addressBlock('2001:db8:85a3::9')).toBe('2001:db8:85a3:0::/64');
    expect(addressBlock('2001:0db8:85a3:0000:ffff::1')).toBe('2001:db8:85a3:0::/64');
    expect(addressBlock('2001:db8:85a4::1')).not.toBe(addressBlock('2001:db8:85a3::1'));
  });
});

describe('VisitSalts', () => {
  it('gives every instance the same salt for a day, a new one the next day, and forgets past days', async () => {
    const one = new VisitSalts(main.db);
    const two = new VisitSalts(second.db);
    const [a, b] = await Promise.all([one.saltFor('2026-11-24'), two.saltFor('2026-11-24')]);
    expect(a).toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(40);
    const tomorrow = await two.saltFor('2026-11-25');
    expect(tomorrow).not.toBe(a);
    // The same visitor hashes differently once the salt rotates, so days cannot be linked.
    const ip = '203.0.113.5';
    const ua = 'Mozilla/5.0 (Linux; Android 14) Mobile';
    expect(visitorHash(a, kopi, ip, ua)).toBe(visitorHash(b, kopi, ip, ua));
    expect(visitorHash(tomorrow, kopi, ip, ua)).not.toBe(visitorHash(a, kopi, ip, ua));
    expect(visitorHash(a, warung, ip, ua)).not.toBe(visitorHash(a, kopi, ip, ua));
    expect(visitorHash(a, kopi, ip, ua)).not.toContain(ip);

    await one.prepare('2026-11-25');
    const stored = (await main.db.select().from(visitSalts)).map((r) => r.day).sort();
    expect(stored).toEqual(['2026-11-25', '2026-11-26']);
    expect(await two.saltFor('2026-11-25')).toBe(tomorrow);
  });
});

describe('Visits', () => {
  it('counts each visit on the WIB day it happened, and a bot on none, across midnight', async () => {
    let clock = Date.parse('2026-12-01T16:59:59Z');
    const visits = new Visits(main.db, createLogger('silent'), 60_000, () => clock);
    const beacon = {
      companyId: warung,
      zone: 'Asia/Jakarta' as const,
      ip: '203.0.113.8',
      host: 'warung.webku.id',
    };
    const phone =
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
    expect(await visits.count({ ...beacon, userAgent: phone, beacon: { type: 'view' } })).toBe(true);
    expect(await visits.count({ ...beacon, userAgent: 'Googlebot/2.1', beacon: { type: 'view' } })).toBe(
      false,
    );
    clock += 1_000;
    expect(await visits.count({ ...beacon, userAgent: phone, beacon: { type: 'view' } })).toBe(true);
    expect(await visits.count({ ...beacon, userAgent: phone, beacon: { type: 'wa_tap' } })).toBe(true);
    expect(await visits.count({ ...beacon, userAgent: 'Googlebot/2.1', beacon: { type: 'view' } })).toBe(
      false,
    );
    await visits.flush();
    expect(await dayRow(warung, '2026-12-01')).toMatchObject({ views: 1, visitors: 1, phone_views: 1 });
    expect(await dayRow(warung, '2026-12-02')).toMatchObject({ views: 1, visitors: 1, wa_taps: 1 });
  });

  it.each([
    ['Bali (WITA)', 'Asia/Makassar', '2026-12-03T15:59:59Z', '2026-12-03T16:00:00Z'],
    ['Papua (WIT)', 'Asia/Jayapura', '2026-12-05T14:59:59Z', '2026-12-05T15:00:00Z'],
  ] as const)(
    "counts a site in %s on its own day, which begins before Jakarta's",
    async (_, zone, before, after) => {
      let clock = Date.parse(before);
      const visits = new Visits(main.db, createLogger('silent'), 60_000, () => clock);
      const phone =
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
      const view = { companyId: warung, zone, ip: '203.0.113.9', host: 'warung.webku.id', userAgent: phone };
      expect(await visits.count({ ...view, beacon: { type: 'view' } })).toBe(true);
      clock = Date.parse(after);
      expect(await visits.count({ ...view, beacon: { type: 'wa_tap' } })).toBe(true);
      await visits.flush();
      const day = before.slice(0, 10);
      const next = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
      expect(await dayRow(warung, day)).toMatchObject({ views: 1, wa_taps: 0 });
      expect(await dayRow(warung, next)).toMatchObject({ views: 0, wa_taps: 1 });
    },
  );
});

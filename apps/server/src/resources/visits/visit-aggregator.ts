import { CLICK_PLATFORMS, type ClickPlatform, type VisitEvent, type WebLanguage } from '@webku/contract';
import {
  companies,
  type Db,
  inArray,
  lt,
  sql,
  type Tx,
  visitBioClicks,
  visitClients,
  visitDays,
  visitorHashes,
  visitPlatformClicks,
  visitReferrers,
} from '@webku/db';
import type { DeviceClass } from './device-class';

/**
 * One counted beacon: a view carries the visitor's hash, device, page language (null when the page did not
 * name it) and referrer host; an action only counts.
 * `client` is the day's salted hash of the sender's address: what one address adds is bounded.
 */
export type Hit =
  | {
      companyId: number;
      day: string;
      client: string;
      event: 'view';
      visitorHash: string;
      device: DeviceClass;
      language: WebLanguage | null;
      referrer: string | null;
    }
  | { companyId: number; day: string; client: string; event: Exclude<VisitEvent, 'view'> }
  | { companyId: number; day: string; client: string; event: 'link_click'; platform: ClickPlatform }
  | { companyId: number; day: string; client: string; event: 'bio_click'; button: string };

/**
 * What one client address may add to one site in one day, summed over every instance: page views,
 * distinct visitors (a shared address, a family or a mobile carrier's NAT, is several people), taps and
 * orders together, and views that name a referrer. Beyond these a beacon is not counted. Browsers' User-
 * Agents are free to invent, so none of this depends on them.
 */
export const CLIENT_DAY_LIMITS = { views: 100, visitors: 20, actions: 20, referred: 10 } as const;
type Limit = keyof typeof CLIENT_DAY_LIMITS;
const LIMITS = Object.keys(CLIENT_DAY_LIMITS) as Limit[];

const COUNTERS = [
  'views',
  'wa_orders',
  'wa_taps',
  'tel_taps',
  'qris_opens',
  'phone_views',
  'tablet_views',
  'desktop_views',
  'indonesia_views',
  'english_views',
] as const;
type Counter = (typeof COUNTERS)[number];
type Counts = Record<Counter, number>;

const EVENT_COUNTER: Record<Exclude<VisitEvent, 'view'>, Counter> = {
  wa_order: 'wa_orders',
  wa_tap: 'wa_taps',
  tel_tap: 'tel_taps',
  qris_open: 'qris_opens',
};

// A counted action: a counter of the day's row, a tap on a platform link (its own table), or a tap on a
// button of the link-in-bio page (its own table; WhatsApp's also a WhatsApp tap, a platform's also a tap
// on that platform, in the same one share of the address's actions).
type Action = Counter | { platform: ClickPlatform } | { bio: string };

const isClickPlatform = (button: string): button is ClickPlatform =>
  (CLICK_PLATFORMS as readonly string[]).includes(button);

// A counted view: the visitor's device and the page's language.
type View = { device: DeviceClass; language: WebLanguage | null };

// One client's beacons on one site and day since the last flush, in the order they came, each list
// already cut at its daily limit.
type Tally = {
  views: View[];
  hashes: Set<string>;
  actions: Action[];
  referrers: string[];
};

type Bucket = {
  companyId: number;
  day: string;
  clients: Map<string, Tally>;
};

// Per site and day between two flushes at most this many client addresses are followed; beacons from
// further ones are not counted (a flood from that many addresses within a minute is no audience).
const MAX_CLIENTS_PER_BUCKET = 20_000;

// Per site and day between two flushes at most this many referring hosts are kept (the top 10 is shown);
// views from further hosts still count, so a flood of made-up referrers cannot grow the table.
const MAX_REFERRERS_PER_BUCKET = 30;
// Rows per INSERT, well under PostgreSQL's 65,535 parameters (hashes: values of one array parameter).
const CHUNK = 2_000;

const zeroCounts = (): Counts => Object.fromEntries(COUNTERS.map((k) => [k, 0])) as Counts;

/**
 * Counts beacons in memory and writes them in batches, so a visit never waits for the database.
 * Every flush ADDS its counts to the stored day (upserts), so any number of instances sum correctly;
 * a visitor is unique per site and day through visitor_hashes, where only the first instance to insert
 * a hash counts it.
 */
export class VisitAggregator {
  private buckets = new Map<string, Bucket>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** Counts a beacon; false when its client already added its share today (on this instance). */
  record(hit: Hit): boolean {
    const tally = this.tally(hit.companyId, hit.day, hit.client);
    if (!tally) return false;
    if (hit.event !== 'view') {
      if (tally.actions.length >= CLIENT_DAY_LIMITS.actions) return false;
      tally.actions.push(
        hit.event === 'link_click'
          ? { platform: hit.platform }
          : hit.event === 'bio_click'
            ? { bio: hit.button }
            : EVENT_COUNTER[hit.event],
      );
      return true;
    }
    if (tally.views.length >= CLIENT_DAY_LIMITS.views) return false;
    tally.views.push({ device: hit.device, language: hit.language });
    if (tally.hashes.size < CLIENT_DAY_LIMITS.visitors) tally.hashes.add(hit.visitorHash);
    if (hit.referrer && tally.referrers.length < CLIENT_DAY_LIMITS.referred)
      tally.referrers.push(hit.referrer);
    return true;
  }

  /** Beacons counted and not yet written. */
  get pendingBuckets(): number {
    return this.buckets.size;
  }

  /**
   * Writes what was counted since the last flush in one transaction, and purges visitor hashes of the
   * days before `today`. A failed write keeps the counts for the next flush. Flushes never overlap.
   */
  flush(today: string): Promise<void> {
    const run = this.flushing.then(() => this.write(today));
    this.flushing = run.catch(() => undefined);
    return run;
  }

  private async write(today: string): Promise<void> {
    const batch = [...this.buckets.values()];
    this.buckets = new Map();
    try {
      await this.db.transaction(async (tx) => {
        if (batch.length) await writeBatch(tx, batch);
        await tx.delete(visitorHashes).where(lt(visitorHashes.day, today));
        await tx.delete(visitClients).where(lt(visitClients.day, today));
      });
    } catch (error) {
      for (const bucket of batch) this.mergeBack(bucket);
      throw error;
    }
  }

  private tally(companyId: number, day: string, client: string): Tally | null {
    const key = `${companyId}|${day}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { companyId, day, clients: new Map() };
      this.buckets.set(key, bucket);
    }
    let tally = bucket.clients.get(client);
    if (!tally) {
      if (bucket.clients.size >= MAX_CLIENTS_PER_BUCKET) return null;
      tally = { views: [], hashes: new Set(), actions: [], referrers: [] };
      bucket.clients.set(client, tally);
    }
    return tally;
  }

  // A failed write keeps its beacons for the next flush, still within each client's limits.
  private mergeBack(old: Bucket): void {
    for (const [client, kept] of old.clients) {
      const tally = this.tally(old.companyId, old.day, client);
      if (!tally) continue;
      tally.views = [...kept.views, ...tally.views].slice(0, CLIENT_DAY_LIMITS.views);
      tally.hashes = new Set([...kept.hashes, ...tally.hashes].slice(0, CLIENT_DAY_LIMITS.visitors));
      tally.actions = [...kept.actions, ...tally.actions].slice(0, CLIENT_DAY_LIMITS.actions);
      tally.referrers = [...kept.referrers, ...tally.referrers].slice(0, CLIENT_DAY_LIMITS.referred);
    }
  }
}

const chunks = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

const addExcluded = <K extends string>(table: Record<K, unknown>, keys: readonly K[]) =>
  Object.fromEntries(
    keys.map((key) => [key, sql`${table[key]} + excluded.${sql.identifier(key)}`]),
  ) as Record<K, ReturnType<typeof sql>>;

type Share = Record<Limit, number>;

const shareOf = (tally: Tally): Share => ({
  views: tally.views.length,
  visitors: tally.hashes.size,
  actions: tally.actions.length,
  referred: tally.referrers.length,
});

const ints = (values: number[]) => sql`string_to_array(${values.join(',')}, ',')::int[]`;

/**
 * What each client of a bucket may still add today, over every instance: the clients' rows are created,
 * locked in one order and raised by what they are allowed, in the flush's transaction. Another instance
 * flushing the same clients waits for the lock and then sees these sums.
 */
async function allowedShares(tx: Tx, b: Bucket): Promise<Map<string, Share>> {
  const clients = [...b.clients.keys()].sort();
  const allowed = new Map<string, Share>();
  for (const chunk of chunks(clients)) {
    const list = sql`string_to_array(${chunk.join(',')}, ',')`;
    await tx.execute(sql`
      insert into ${visitClients} (company_id, day, client)
      select ${b.companyId}, ${b.day}::date, unnest(${list})
      on conflict do nothing`);
    const result = await tx.execute(sql`
      select client, views, visitors, actions, referred from ${visitClients}
      where day = ${b.day}::date and company_id = ${b.companyId} and client = any(${list})
      order by client for update`);
    const stored = (result as unknown as { rows: ({ client: string } & Share)[] }).rows;
    const rows = stored.map((row) => {
      const wanted = shareOf(b.clients.get(row.client)!);
      const share = Object.fromEntries(
        LIMITS.map((k) => [k, Math.max(0, Math.min(wanted[k], CLIENT_DAY_LIMITS[k] - row[k]))]),
      ) as Share;
      allowed.set(row.client, share);
      return { client: row.client, share };
    });
    await tx.execute(sql`
      update ${visitClients} as c set
        views = c.views + u.views, visitors = c.visitors + u.visitors,
        actions = c.actions + u.actions, referred = c.referred + u.referred
      from unnest(string_to_array(${rows.map((r) => r.client).join(',')}, ','),
        ${ints(rows.map((r) => r.share.views))}, ${ints(rows.map((r) => r.share.visitors))},
        ${ints(rows.map((r) => r.share.actions))}, ${ints(rows.map((r) => r.share.referred))})
        as u(client, views, visitors, actions, referred)
      where c.day = ${b.day}::date and c.company_id = ${b.companyId} and c.client = u.client`);
  }
  return allowed;
}

// A bucket's counts, hashes and referrers from what each of its clients is allowed to add.
async function countsWithinLimits(tx: Tx, b: Bucket) {
  const allowed = await allowedShares(tx, b);
  const counts = zeroCounts();
  const hashes = new Set<string>();
  const referrers = new Map<string, number>();
  const clicks = new Map<ClickPlatform, number>();
  const bio = new Map<string, number>();
  const tap = (platform: ClickPlatform) => clicks.set(platform, (clicks.get(platform) ?? 0) + 1);
  for (const [client, tally] of b.clients) {
    const share = allowed.get(client)!;
    for (const { device, language } of tally.views.slice(0, share.views)) {
      counts.views += 1;
      counts[`${device}_views`] += 1;
      if (language) counts[`${language}_views`] += 1;
    }
    for (const hash of [...tally.hashes].slice(0, share.visitors)) hashes.add(hash);
    for (const action of tally.actions.slice(0, share.actions)) {
      if (typeof action === 'string') counts[action] += 1;
      else if ('platform' in action) tap(action.platform);
      else {
        bio.set(action.bio, (bio.get(action.bio) ?? 0) + 1);
        if (action.bio === 'whatsapp') counts.wa_taps += 1;
        else if (isClickPlatform(action.bio)) tap(action.bio);
      }
    }
    for (const host of tally.referrers.slice(0, share.referred)) {
      const seen = referrers.get(host);
      if (seen !== undefined) referrers.set(host, seen + 1);
      else if (referrers.size < MAX_REFERRERS_PER_BUCKET) referrers.set(host, 1);
    }
  }
  return { companyId: b.companyId, day: b.day, counts, hashes, referrers, clicks, bio };
}

async function writeBatch(tx: Tx, all: Bucket[]): Promise<void> {
  // A site deleted since its visits were counted takes its counts with it.
  const ids = [...new Set(all.map((b) => b.companyId))];
  const live = new Set(
    (await tx.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids))).map(
      (r) => r.id,
    ),
  );
  // The same order in every instance, so concurrent flushes lock rows in the same order (no deadlock).
  const batch = [];
  for (const bucket of all
    .filter((b) => live.has(b.companyId))
    .sort((a, b) => a.companyId - b.companyId || a.day.localeCompare(b.day)))
    batch.push(await countsWithinLimits(tx, bucket));

  // One statement per site and day, the hashes as one array parameter: only the rows actually inserted
  // (hashes no instance stored before) are new visitors.
  const firstSeen = new Map<string, number>();
  for (const b of batch) {
    const hashes = [...b.hashes].sort();
    let fresh = 0;
    for (const chunk of chunks(hashes)) {
      const result = await tx.execute(sql`
        with inserted as (
          insert into ${visitorHashes} (company_id, day, hash)
          select ${b.companyId}, ${b.day}::date, unnest(string_to_array(${chunk.join(',')}, ','))
          on conflict do nothing
          returning 1
        )
        select count(*)::int as inserted from inserted`);
      // node-postgres and PGlite both answer { rows }.
      fresh += (result as unknown as { rows: { inserted: number }[] }).rows[0]?.inserted ?? 0;
    }
    firstSeen.set(`${b.companyId}|${b.day}`, fresh);
  }

  const dayRows = batch.map((b) => ({
    company_id: b.companyId,
    day: b.day,
    ...b.counts,
    visitors: firstSeen.get(`${b.companyId}|${b.day}`) ?? 0,
  }));
  for (const rows of chunks(dayRows)) {
    await tx
      .insert(visitDays)
      .values(rows)
      .onConflictDoUpdate({
        target: [visitDays.company_id, visitDays.day],
        set: addExcluded(visitDays, [...COUNTERS, 'visitors']),
      });
  }

  const referrerRows = batch.flatMap((b) =>
    [...b.referrers]
      .sort(([a], [z]) => a.localeCompare(z))
      .map(([host, views]) => ({ company_id: b.companyId, day: b.day, host, views })),
  );
  for (const rows of chunks(referrerRows)) {
    await tx
      .insert(visitReferrers)
      .values(rows)
      .onConflictDoUpdate({
        target: [visitReferrers.company_id, visitReferrers.day, visitReferrers.host],
        set: addExcluded(visitReferrers, ['views']),
      });
  }

  const clickRows = batch.flatMap((b) =>
    [...b.clicks]
      .sort(([a], [z]) => a.localeCompare(z))
      .map(([platform, clicks]) => ({ company_id: b.companyId, day: b.day, platform, clicks })),
  );
  for (const rows of chunks(clickRows)) {
    await tx
      .insert(visitPlatformClicks)
      .values(rows)
      .onConflictDoUpdate({
        target: [visitPlatformClicks.company_id, visitPlatformClicks.day, visitPlatformClicks.platform],
        set: addExcluded(visitPlatformClicks, ['clicks']),
      });
  }

  const bioRows = batch.flatMap((b) =>
    [...b.bio]
      .sort(([a], [z]) => a.localeCompare(z))
      .map(([button, clicks]) => ({ company_id: b.companyId, day: b.day, button, clicks })),
  );
  for (const rows of chunks(bioRows)) {
    await tx
      .insert(visitBioClicks)
      .values(rows)
      .onConflictDoUpdate({
        target: [visitBioClicks.company_id, visitBioClicks.day, visitBioClicks.button],
        set: addExcluded(visitBioClicks, ['clicks']),
      });
  }
}

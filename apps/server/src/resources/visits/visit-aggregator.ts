import type { VisitEvent } from '@webku/contract';
import {
  companies,
  type Db,
  inArray,
  lt,
  sql,
  type Tx,
  visitDays,
  visitorHashes,
  visitReferrers,
} from '@webku/db';
import type { DeviceClass } from './device-class';

/** One counted beacon: a view carries the visitor's hash, device and referrer host; an action only counts. */
export type Hit =
  | {
      companyId: number;
      day: string;
      event: 'view';
      visitorHash: string;
      device: DeviceClass;
      referrer: string | null;
    }
  | { companyId: number; day: string; event: Exclude<VisitEvent, 'view'> };

const COUNTERS = [
  'views',
  'wa_orders',
  'wa_taps',
  'tel_taps',
  'qris_opens',
  'phone_views',
  'tablet_views',
  'desktop_views',
] as const;
type Counter = (typeof COUNTERS)[number];
type Counts = Record<Counter, number>;

const EVENT_COUNTER: Record<Exclude<VisitEvent, 'view'>, Counter> = {
  wa_order: 'wa_orders',
  wa_tap: 'wa_taps',
  tel_tap: 'tel_taps',
  qris_open: 'qris_opens',
};

type Bucket = {
  companyId: number;
  day: string;
  counts: Counts;
  hashes: Set<string>;
  referrers: Map<string, number>;
};

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

  record(hit: Hit): void {
    const bucket = this.bucket(hit.companyId, hit.day);
    if (hit.event !== 'view') {
      bucket.counts[EVENT_COUNTER[hit.event]] += 1;
      return;
    }
    bucket.counts.views += 1;
    bucket.counts[`${hit.device}_views`] += 1;
    bucket.hashes.add(hit.visitorHash);
    if (hit.referrer) {
      const seen = bucket.referrers.get(hit.referrer);
      if (seen !== undefined) bucket.referrers.set(hit.referrer, seen + 1);
      else if (bucket.referrers.size < MAX_REFERRERS_PER_BUCKET) bucket.referrers.set(hit.referrer, 1);
    }
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
      });
    } catch (error) {
      for (const bucket of batch) this.mergeBack(bucket);
      throw error;
    }
  }

  private bucket(companyId: number, day: string): Bucket {
    const key = `${companyId}|${day}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { companyId, day, counts: zeroCounts(), hashes: new Set(), referrers: new Map() };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  private mergeBack(old: Bucket): void {
    const bucket = this.bucket(old.companyId, old.day);
    for (const key of COUNTERS) bucket.counts[key] += old.counts[key];
    for (const hash of old.hashes) bucket.hashes.add(hash);
    for (const [host, views] of old.referrers)
      bucket.referrers.set(host, (bucket.referrers.get(host) ?? 0) + views);
  }
}

const chunks = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

const addExcluded = <K extends string>(table: Record<K, unknown>, keys: readonly K[]) =>
  Object.fromEntries(
    keys.map((key) => [key, sql`${table[key]} + excluded.${sql.identifier(key)}`]),
  ) as Record<K, ReturnType<typeof sql>>;

async function writeBatch(tx: Tx, all: Bucket[]): Promise<void> {
  // A site deleted since its visits were counted takes its counts with it.
  const ids = [...new Set(all.map((b) => b.companyId))];
  const live = new Set(
    (await tx.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids))).map(
      (r) => r.id,
    ),
  );
  // The same order in every instance, so concurrent flushes lock rows in the same order (no deadlock).
  const batch = all
    .filter((b) => live.has(b.companyId))
    .sort((a, b) => a.companyId - b.companyId || a.day.localeCompare(b.day));

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
}

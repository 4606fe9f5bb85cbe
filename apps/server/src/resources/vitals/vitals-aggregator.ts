import {
  boundIndex,
  INP_CAUSES,
  LCP_BYTES_BUCKETS,
  LCP_CAUSES,
  VITAL_BUCKETS,
  VITAL_CAUSE_METRICS,
  VITAL_DEVICES,
  VITAL_METRICS,
  VITAL_PATHS,
  VITAL_THRESHOLDS,
  type VitalsBeacon,
  vitalBucket,
} from '@webku/contract';
import { companies, type Db, inArray, sql, type Tx, visitClients, vitalBuckets } from '@webku/db';

/** What one client address may add to one site's field speed in one day, summed over every instance. */
export const CLIENT_DAY_VITALS = 20;

// At most this many beacons wait in memory between two flushes, over every site; further ones are not
// counted (a sample of a tenth of views never comes near it, a flood does not grow the process).
export const MAX_PENDING_VITALS = 50_000;

// A beacon's bucket of one metric as one number: its page, device class, metric (VITAL_METRICS, then
// VITAL_CAUSE_METRICS) and bucket. A beacon waits in memory as a few of these, and a flush counts numbers,
// not strings: one small array per beacon instead of an object of buckets and a string per bucket.
const METRICS = [...VITAL_METRICS, ...VITAL_CAUSE_METRICS] as const;
// How many buckets the metric with most has (the open one past the last bound included).
const BUCKET_SPAN = Math.max(
  ...VITAL_METRICS.map((metric) => VITAL_BUCKETS[metric].length + 1),
  LCP_BYTES_BUCKETS.length + 1,
  LCP_CAUSES.length,
  INP_CAUSES.length,
);
const LCP_CAUSE = METRICS.indexOf('lcp_cause');
const LCP_BYTES = METRICS.indexOf('lcp_bytes');
const INP_CAUSE = METRICS.indexOf('inp_cause');

/** One beacon, already reduced to its buckets (coded as above): no value or attribution is kept. */
type Sample = number[];

/**
 * A beacon's buckets, coded: one per metric it carries and, for a view slower than good, what its
 * attribution named as the cause (the cause's index) and the main image's bytes: what to fix, never which
 * element.
 */
export function sampleBuckets(beacon: VitalsBeacon): Sample {
  const page =
    (VITAL_PATHS.indexOf(beacon.path) * VITAL_DEVICES.length + VITAL_DEVICES.indexOf(beacon.device)) *
    METRICS.length;
  const sample: Sample = [];
  for (let metric = 0; metric < VITAL_METRICS.length; metric += 1) {
    const value = beacon[VITAL_METRICS[metric]!];
    if (value !== undefined)
      sample.push((page + metric) * BUCKET_SPAN + vitalBucket(VITAL_METRICS[metric]!, value));
  }
  if (beacon.lcp > VITAL_THRESHOLDS.lcp[0]) {
    if (beacon.lcp_cause)
      sample.push((page + LCP_CAUSE) * BUCKET_SPAN + LCP_CAUSES.indexOf(beacon.lcp_cause));
    if (beacon.lcp_bytes)
      sample.push((page + LCP_BYTES) * BUCKET_SPAN + boundIndex(LCP_BYTES_BUCKETS, beacon.lcp_bytes));
  }
  if (beacon.inp !== undefined && beacon.inp > VITAL_THRESHOLDS.inp[0] && beacon.inp_cause)
    sample.push((page + INP_CAUSE) * BUCKET_SPAN + INP_CAUSES.indexOf(beacon.inp_cause));
  return sample;
}

// A coded bucket's page, device class, metric and bucket.
function decode(code: number) {
  const bucket = code % BUCKET_SPAN;
  const pageMetric = (code - bucket) / BUCKET_SPAN;
  const metric = pageMetric % METRICS.length;
  const page = (pageMetric - metric) / METRICS.length;
  return {
    path: VITAL_PATHS[Math.floor(page / VITAL_DEVICES.length)]!,
    device: VITAL_DEVICES[page % VITAL_DEVICES.length]!,
    metric: METRICS[metric]!,
    bucket,
  };
}

type SiteDay = { companyId: number; day: string; clients: Map<string, Sample[]> };

export type VitalsHit = { companyId: number; day: string; client: string; beacon: VitalsBeacon };

/**
 * Counts field-speed beacons in memory and adds them to the stored histograms in batches. Each flush ADDS
 * its counts (upserts) after taking, under the clients' row locks in visit_clients, only what each address
 * may still add today, so any number of instances sum correctly and one address stays bounded.
 */
export class VitalsAggregator {
  private siteDays = new Map<string, SiteDay>();
  private pending = 0;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** Counts a beacon; false when its client already sent its share today on this instance, or memory is full. */
  record({ companyId, day, client, beacon }: VitalsHit): boolean {
    if (this.pending >= MAX_PENDING_VITALS) return false;
    const key = `${companyId}|${day}`;
    let siteDay = this.siteDays.get(key);
    if (!siteDay) {
      siteDay = { companyId, day, clients: new Map() };
      this.siteDays.set(key, siteDay);
    }
    const samples = siteDay.clients.get(client) ?? [];
    if (samples.length >= CLIENT_DAY_VITALS) return false;
    samples.push(sampleBuckets(beacon));
    siteDay.clients.set(client, samples);
    this.pending += 1;
    return true;
  }

  /** Beacons counted and not yet written. */
  get pendingSamples(): number {
    return this.pending;
  }

  /** Writes what was counted since the last flush in one transaction; a failed write keeps it. Never overlaps. */
  flush(): Promise<void> {
    const run = this.flushing.then(() => this.write());
    this.flushing = run.catch(() => undefined);
    return run;
  }

  private async write(): Promise<void> {
    const batch = [...this.siteDays.values()];
    if (!batch.length) return;
    this.siteDays = new Map();
    this.pending = 0;
    try {
      await this.db.transaction((tx) => writeBatch(tx, batch));
    } catch (error) {
      for (const siteDay of batch)
        for (const [client, samples] of siteDay.clients)
          for (const sample of samples) this.keep(siteDay, client, sample);
      throw error;
    }
  }

  // A failed write's sample back in memory, within the same bounds.
  private keep(old: SiteDay, client: string, sample: Sample): void {
    if (this.pending >= MAX_PENDING_VITALS) return;
    const key = `${old.companyId}|${old.day}`;
    let siteDay = this.siteDays.get(key);
    if (!siteDay) {
      siteDay = { companyId: old.companyId, day: old.day, clients: new Map() };
      this.siteDays.set(key, siteDay);
    }
    const samples = siteDay.clients.get(client) ?? [];
    if (samples.length >= CLIENT_DAY_VITALS) return;
    samples.push(sample);
    siteDay.clients.set(client, samples);
    this.pending += 1;
  }
}

const list = (values: readonly (string | number)[]) => sql`string_to_array(${values.join(',')}, ',')`;

/**
 * How many samples each client of a site and day may still add, over every instance: the clients' rows are
 * created, locked in one order (the visit aggregator's order too) and raised by what they are allowed.
 */
async function allowedSamples(tx: Tx, siteDay: SiteDay): Promise<Map<string, number>> {
  const clients = [...siteDay.clients.keys()].sort();
  await tx.execute(sql`
    insert into ${visitClients} (company_id, day, client)
    select ${siteDay.companyId}, ${siteDay.day}::date, unnest(${list(clients)})
    on conflict do nothing`);
  const result = await tx.execute(sql`
    select client, vitals from ${visitClients}
    where day = ${siteDay.day}::date and company_id = ${siteDay.companyId} and client = any(${list(clients)})
    order by client for update`);
  const rows = (result as unknown as { rows: { client: string; vitals: number }[] }).rows;
  const allowed = new Map(
    rows.map((row) => [
      row.client,
      Math.max(0, Math.min(siteDay.clients.get(row.client)!.length, CLIENT_DAY_VITALS - row.vitals)),
    ]),
  );
  await tx.execute(sql`
    update ${visitClients} as c set vitals = c.vitals + u.added
    from unnest(${list([...allowed.keys()])}, ${list([...allowed.values()])}::int[]) as u(client, added)
    where c.day = ${siteDay.day}::date and c.company_id = ${siteDay.companyId} and c.client = u.client`);
  return allowed;
}

async function writeBatch(tx: Tx, all: SiteDay[]): Promise<void> {
  // A site deleted since its beacons were counted takes them with it.
  const ids = [...new Set(all.map((s) => s.companyId))];
  const live = new Set(
    (await tx.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids))).map(
      (r) => r.id,
    ),
  );
  // The same order in every instance, so concurrent flushes lock rows in the same order.
  const ordered = all
    .filter((s) => live.has(s.companyId))
    .sort((a, b) => a.companyId - b.companyId || a.day.localeCompare(b.day));
  const rows: (typeof vitalBuckets.$inferInsert & { key: string })[] = [];
  for (const siteDay of ordered) {
    const allowed = await allowedSamples(tx, siteDay);
    const counts = new Map<number, number>();
    for (const [client, samples] of siteDay.clients) {
      const kept = Math.min(samples.length, allowed.get(client) ?? 0);
      for (let i = 0; i < kept; i += 1)
        for (const code of samples[i]!) counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    for (const [code, count] of counts) {
      const { path, device, metric, bucket } = decode(code);
      const { companyId, day } = siteDay;
      const key = [companyId, day, path, device, metric, bucket].join('|');
      rows.push({ key, company_id: companyId, day, path, device, metric, bucket, count });
    }
  }
  // Every instance upserts in the same order (by this key, as it always has), so concurrent flushes lock
  // rows in the same order.
  rows.sort((a, z) => a.key.localeCompare(z.key));
  // Rows per INSERT, well under PostgreSQL's 65,535 parameters.
  for (let i = 0; i < rows.length; i += 2_000)
    await tx
      .insert(vitalBuckets)
      .values(rows.slice(i, i + 2_000).map(({ key: _, ...row }) => row))
      .onConflictDoUpdate({
        target: [
          vitalBuckets.company_id,
          vitalBuckets.day,
          vitalBuckets.path,
          vitalBuckets.device,
          vitalBuckets.metric,
          vitalBuckets.bucket,
        ],
        set: { count: sql`${vitalBuckets.count} + excluded.count` },
      });
}

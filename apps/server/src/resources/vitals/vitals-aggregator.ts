import {
  boundIndex,
  INP_CAUSES,
  LCP_BYTES_BUCKETS,
  LCP_CAUSES,
  VITAL_METRICS,
  VITAL_THRESHOLDS,
  type VitalCauseMetric,
  type VitalDevice,
  type VitalMetric,
  type VitalPath,
  type VitalsBeacon,
  vitalBucket,
} from '@webku/contract';
import { companies, type Db, inArray, sql, type Tx, visitClients, vitalBuckets } from '@webku/db';

/** What one client address may add to one site's field speed in one day, summed over every instance. */
export const CLIENT_DAY_VITALS = 20;

// At most this many beacons wait in memory between two flushes, over every site; further ones are not
// counted (a sample of a tenth of views never comes near it, a flood does not grow the process).
export const MAX_PENDING_VITALS = 50_000;

/** One beacon, already reduced to its buckets: no value or attribution is kept. */
type Sample = {
  path: VitalPath;
  device: VitalDevice;
  buckets: Partial<Record<VitalMetric | VitalCauseMetric, number>>;
};

/**
 * A beacon's buckets: one per metric it carries and, for a view slower than good, what its attribution
 * named as the cause (the cause's index) and the main image's bytes: what to fix, never which element.
 */
export function sampleBuckets(beacon: VitalsBeacon): Sample['buckets'] {
  const buckets: Sample['buckets'] = {};
  for (const metric of VITAL_METRICS) {
    const value = beacon[metric];
    if (value !== undefined) buckets[metric] = vitalBucket(metric, value);
  }
  if (beacon.lcp > VITAL_THRESHOLDS.lcp[0]) {
    if (beacon.lcp_cause) buckets.lcp_cause = LCP_CAUSES.indexOf(beacon.lcp_cause);
    if (beacon.lcp_bytes) buckets.lcp_bytes = boundIndex(LCP_BYTES_BUCKETS, beacon.lcp_bytes);
  }
  if (beacon.inp !== undefined && beacon.inp > VITAL_THRESHOLDS.inp[0] && beacon.inp_cause)
    buckets.inp_cause = INP_CAUSES.indexOf(beacon.inp_cause);
  return buckets;
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
    samples.push({ path: beacon.path, device: beacon.device, buckets: sampleBuckets(beacon) });
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
  const counts = new Map<string, number>();
  for (const siteDay of ordered) {
    const allowed = await allowedSamples(tx, siteDay);
    for (const [client, samples] of siteDay.clients)
      for (const sample of samples.slice(0, allowed.get(client) ?? 0))
        for (const [metric, bucket] of Object.entries(sample.buckets)) {
          const key = [siteDay.companyId, siteDay.day, sample.path, sample.device, metric, bucket].join('|');
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
  }
  const rows = [...counts]
    .sort(([a], [z]) => a.localeCompare(z))
    .map(([key, count]) => {
      const [companyId, day, path, device, metric, bucket] = key.split('|') as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      return { company_id: Number(companyId), day, path, device, metric, bucket: Number(bucket), count };
    });
  // Rows per INSERT, well under PostgreSQL's 65,535 parameters.
  for (let i = 0; i < rows.length; i += 2_000)
    await tx
      .insert(vitalBuckets)
      .values(rows.slice(i, i + 2_000))
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

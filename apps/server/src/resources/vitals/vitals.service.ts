import {
  addDays,
  INP_CAUSES,
  LCP_BYTES_BUCKETS,
  LCP_CAUSES,
  p75FromBounds,
  p75FromBuckets,
  VITAL_DEVICES,
  VITAL_PATHS,
  type VitalDevice,
  type VitalMetric,
  type VitalPath,
  type VitalsRow,
} from '@webku/contract';
import { and, type Db, gte, sql, vitalBuckets } from '@webku/db';
import { ownedBy } from '../../site-content/tenant-store';

/**
 * The caller's company only: per page and device class with samples over the last `days` days (today
 * included), the number of beacons (LCP's count: every beacon carries it) and each metric's p75 from the
 * summed buckets. In the order of the site's pages, phones first.
 */
export async function loadVitals(
  db: Db,
  companyId: number,
  today: string,
  days: number,
): Promise<VitalsRow[]> {
  const since = addDays(today, -(days - 1));
  const rows = await db
    .select({
      path: vitalBuckets.path,
      device: vitalBuckets.device,
      metric: vitalBuckets.metric,
      bucket: vitalBuckets.bucket,
      count: sql<number>`sum(${vitalBuckets.count})::int`,
    })
    .from(vitalBuckets)
    .where(and(ownedBy(vitalBuckets, companyId), gte(vitalBuckets.day, since)))
    .groupBy(vitalBuckets.path, vitalBuckets.device, vitalBuckets.metric, vitalBuckets.bucket);
  const histograms = new Map<string, Map<string, number[]>>();
  for (const row of rows) {
    const key = `${row.path} ${row.device}`;
    const metrics = histograms.get(key) ?? new Map<string, number[]>();
    const counts = metrics.get(row.metric) ?? [];
    counts[row.bucket] = row.count;
    metrics.set(row.metric, counts);
    histograms.set(key, metrics);
  }
  const result: VitalsRow[] = [];
  for (const path of VITAL_PATHS)
    for (const device of VITAL_DEVICES) {
      const metrics = histograms.get(`${path} ${device}`);
      if (!metrics) continue;
      const p75 = (metric: VitalMetric) => p75FromBuckets(metric, dense(metrics.get(metric)));
      const samples = dense(metrics.get('lcp')).reduce((sum, n) => sum + n, 0);
      if (!samples) continue;
      result.push({
        path: path as VitalPath,
        device: device as VitalDevice,
        samples,
        lcp_p75: p75('lcp'),
        inp_p75: p75('inp'),
        cls_p75: p75('cls'),
        lcp_cause: commonest(LCP_CAUSES, metrics.get('lcp_cause')),
        lcp_bytes_p75: p75FromBounds(LCP_BYTES_BUCKETS, dense(metrics.get('lcp_bytes'))),
        inp_cause: commonest(INP_CAUSES, metrics.get('inp_cause')),
      });
    }
  return result;
}

// The cause counted most often (the first named on a tie), null when none was.
function commonest<T extends string>(causes: readonly T[], counts: number[] | undefined): T | null {
  let best: T | null = null;
  let most = 0;
  for (const [index, cause] of causes.entries())
    if ((counts?.[index] ?? 0) > most) [best, most] = [cause, counts![index]!];
  return best;
}

// A sparse list of counts (buckets nobody fell in are absent) with zeros in its holes.
const dense = (counts: number[] | undefined): number[] => Array.from(counts ?? [], (n) => n ?? 0);

// Field speed without zod: the pages, devices and metrics a beacon names, the fixed histogram buckets and
// Google's thresholds. The admin's first screen reads the thresholds; the schemas (vitals.ts) stay out of it.

/** The pages of a site a beacon may name, as paths below the site's base (its language prefix removed). */
export const VITAL_PATHS = ['/', '/booking', '/links', '/privacy-policy', '/terms-and-conditions'] as const;
export type VitalPath = (typeof VITAL_PATHS)[number];

export const VITAL_DEVICES = ['mobile', 'desktop'] as const;
export type VitalDevice = (typeof VITAL_DEVICES)[number];

export const VITAL_METRICS = ['lcp', 'inp', 'cls', 'ttfb', 'fcp'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * Each metric's bucket upper bounds (ms, CLS unitless), ascending; a value above the last falls in one more,
 * open bucket. Google's thresholds (LCP 2.5/4 s, INP 200/500 ms, CLS 0.1/0.25) are bounds, so a p75 read
 * from the buckets is on the right side of them. Fixed: changing them changes what stored counts mean.
 */
export const VITAL_BUCKETS: Readonly<Record<VitalMetric, readonly number[]>> = {
  lcp: [
    200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2250, 2500, 3000, 3500, 4000, 5000, 6000, 8000,
    10000, 15000, 20000,
  ],
  inp: [25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1500, 2000, 3000, 5000],
  cls: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2],
  ttfb: [100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 4000, 6000, 10000],
  fcp: [
    200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000,
    15000, 20000,
  ],
};

/** Google's "good" and "poor" thresholds: at most the first is good, above the second is poor. */
export const VITAL_THRESHOLDS = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
} as const satisfies Partial<Record<VitalMetric, readonly [number, number]>>;

/**
 * What made a slow LCP slow, from the attribution's four parts (the largest names it): the server's answer
 * (`server`), the main image asked for late (`late`), its download (`download`), drawing it (`render`).
 */
export const LCP_CAUSES = ['server', 'late', 'download', 'render'] as const;
export type LcpCause = (typeof LCP_CAUSES)[number];

/** What made a slow INP slow, from its three parts: the page busy before (`busy`), the handler, the paint. */
export const INP_CAUSES = ['busy', 'handler', 'paint'] as const;
export type InpCause = (typeof INP_CAUSES)[number];

/**
 * The main image's bytes (when the browser may tell them), bucketed like a metric: kept, like the causes,
 * only for views whose LCP was above the good threshold, to name what to fix ("Gambar utama terlalu besar:
 * 1,2 MB").
 */
export const LCP_BYTES_BUCKETS = [
  50_000, 100_000, 200_000, 300_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000,
] as const;

/**
 * The histograms kept beside the metrics, as `vital_buckets.metric`: a slow view's cause as the index of its
 * name (`lcp_cause`, `inp_cause`), and its main image's bytes as a bucket of LCP_BYTES_BUCKETS (`lcp_bytes`).
 */
export const VITAL_CAUSE_METRICS = ['lcp_cause', 'inp_cause', 'lcp_bytes'] as const;
export type VitalCauseMetric = (typeof VITAL_CAUSE_METRICS)[number];

/** The bucket a value falls in: the first whose upper bound holds it, or the open one past the last. */
export function vitalBucket(metric: VitalMetric, value: number): number {
  return boundIndex(VITAL_BUCKETS[metric], value);
}

/** The bucket of `value` among ascending upper `bounds`, the open one past the last when above them all. */
export function boundIndex(bounds: readonly number[], value: number): number {
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/**
 * The 75th percentile from a histogram's counts (index = bucket): the upper bound of the bucket holding
 * the 75th-percentile sample, so the true value is at most that and above the bucket before; in the open
 * bucket, its lower bound. Null without samples.
 */
export function p75FromBuckets(metric: VitalMetric, counts: readonly number[]): number | null {
  return p75FromBounds(VITAL_BUCKETS[metric], counts);
}

/** p75FromBuckets over any ascending upper bounds (LCP_BYTES_BUCKETS too). */
export function p75FromBounds(bounds: readonly number[], counts: readonly number[]): number | null {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (let i = 0; i < counts.length; i += 1) {
    seen += counts[i] ?? 0;
    if (seen >= rank) return bounds[i] ?? bounds[bounds.length - 1]!;
  }
  return bounds[bounds.length - 1]!;
}

/** The most a vitals beacon body may weigh; anything larger is a 413. */
export const VITALS_BEACON_MAX_BYTES = 1024;
/** The longest attribution string (a CSS selector or a URL) a beacon may carry. */
export const VITAL_ATTRIBUTION_MAX = 200;

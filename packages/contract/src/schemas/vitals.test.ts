import { describe, expect, it } from 'vitest';
import { p75FromBuckets, VITAL_BUCKETS, VITAL_THRESHOLDS, vitalBucket, vitalsBeaconSchema } from './vitals';

// A histogram of `values` as the server keeps it: counts per bucket index.
const histogram = (metric: keyof typeof VITAL_BUCKETS, values: number[]) => {
  const counts = Array<number>(VITAL_BUCKETS[metric].length + 1).fill(0);
  for (const value of values) counts[vitalBucket(metric, value)]! += 1;
  return counts;
};

// The 75th percentile as the nearest rank of the sorted values.
const exactP75 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1]!;

describe('vital buckets', () => {
  it('puts a value in the first bucket whose upper bound holds it, and past the last in the open one', () => {
    expect(vitalBucket('lcp', 0)).toBe(0);
    expect(vitalBucket('lcp', 200)).toBe(0);
    expect(vitalBucket('lcp', 201)).toBe(1);
    expect(VITAL_BUCKETS.lcp[vitalBucket('lcp', 2500)]).toBe(2500);
    expect(VITAL_BUCKETS.lcp[vitalBucket('lcp', 2501)]).toBe(3000);
    expect(vitalBucket('lcp', 60_000)).toBe(VITAL_BUCKETS.lcp.length);
    expect(VITAL_BUCKETS.cls[vitalBucket('cls', 0.1)]).toBe(0.1);
    expect(VITAL_BUCKETS.cls[vitalBucket('cls', 0.1001)]).toBe(0.15);
  });

  it("has Google's thresholds as bounds, ascending", () => {
    for (const [metric, [good, poor]] of Object.entries(VITAL_THRESHOLDS)) {
      const bounds = VITAL_BUCKETS[metric as keyof typeof VITAL_THRESHOLDS];
      expect(bounds).toContain(good);
      expect(bounds).toContain(poor);
      expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
    }
  });
});

describe('p75 from buckets', () => {
  it('is null without samples', () => {
    expect(p75FromBuckets('lcp', [])).toBeNull();
    expect(p75FromBuckets('inp', [0, 0, 0])).toBeNull();
  });

  it('is the upper bound of the bucket holding the 75th-percentile sample: the true p75 is within that bucket', () => {
    const lcp = [900, 1100, 1300, 1700, 2100, 2400, 2600, 3100, 3900, 5200, 1250, 1800];
    const p75 = p75FromBuckets('lcp', histogram('lcp', lcp))!;
    const exact = exactP75(lcp);
    expect(exact).toBe(2600);
    expect(p75).toBe(3000);
    expect(vitalBucket('lcp', p75)).toBe(vitalBucket('lcp', exact));
  });

  it('matches the exact p75 within one bucket for many random samples of every metric', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (const metric of ['lcp', 'inp', 'cls', 'ttfb'] as const) {
      const top = VITAL_BUCKETS[metric].at(-1)!;
      for (let run = 0; run < 50; run += 1) {
        const values = Array.from({ length: 1 + Math.floor(random() * 200) }, () => random() ** 2 * top);
        const p75 = p75FromBuckets(metric, histogram(metric, values))!;
        expect(vitalBucket(metric, p75)).toBe(vitalBucket(metric, exactP75(values)));
      }
    }
  });

  it('is the open bucket’s lower bound when most samples are beyond the last bound', () => {
    expect(p75FromBuckets('inp', histogram('inp', [100, 9000, 9000, 9000]))).toBe(5000);
  });

  it('reads one sample exactly at a threshold as good, not a bucket worse', () => {
    expect(p75FromBuckets('cls', histogram('cls', [0.1]))).toBe(0.1);
    expect(p75FromBuckets('inp', histogram('inp', [200, 200, 150, 40]))).toBe(200);
  });
});

describe('vitals beacon', () => {
  const valid = { path: '/', device: 'mobile', lcp: 2100, inp: 120, cls: 0.02, ttfb: 300 };
  it('takes the metrics, page and device class, INP and attribution optional', () => {
    expect(vitalsBeaconSchema.safeParse(valid).success).toBe(true);
    expect(vitalsBeaconSchema.safeParse({ ...valid, inp: undefined }).success).toBe(true);
    expect(
      vitalsBeaconSchema.safeParse({ ...valid, lcp_element: 'main>img.hero', inp_target: 'button#pesan' })
        .success,
    ).toBe(true);
    const causes = { fcp: 900, lcp_cause: 'download', lcp_bytes: 1_200_000, inp_cause: 'handler' };
    expect(vitalsBeaconSchema.safeParse({ ...valid, ...causes }).success).toBe(true);
  });

  it('refuses another page, device, a negative value, a long attribution or another field, naming it', () => {
    const message = (body: unknown) => vitalsBeaconSchema.safeParse(body).error?.issues[0]?.message;
    expect(message({ ...valid, path: '/admin' })).toMatch(/^Halaman harus salah satu dari \/, \/booking/);
    expect(message({ ...valid, device: 'tablet' })).toBe('Jenis perangkat harus mobile atau desktop');
    expect(message({ ...valid, lcp: -1 })).toBe('LCP tidak boleh negatif');
    expect(message({ ...valid, lcp_element: 'x'.repeat(201) })).toBe(
      'Elemen LCP paling panjang 200 karakter',
    );
    expect(message({ ...valid, lcp_cause: 'cdn' })).toBe(
      'Penyebab LCP harus salah satu dari server, late, download, render',
    );
    expect(message({ ...valid, lcp_bytes: 1.5 })).toBe('Ukuran gambar LCP harus bilangan bulat');
    expect(vitalsBeaconSchema.safeParse({ ...valid, cookie: 'x' }).success).toBe(false);
  });
});

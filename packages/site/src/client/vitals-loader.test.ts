import { describe, expect, it } from 'vitest';
import { isSampled } from './vitals-loader';

// A seeded generator (Park-Miller), so the counts are the same on every run.
function seeded(seed: number) {
  return () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
}

const views = (n: number, sample: number, privacy = {}, seed = 41) => {
  const random = seeded(seed);
  return Array.from({ length: n }, () => isSampled(sample, random(), privacy)).filter(Boolean).length;
};

describe('field-speed sampling', () => {
  it('measures about 1 in 10 views with the default sample: 70 to 130 of 1,000, for any seed', () => {
    for (const seed of [1, 41, 2026, 99_991, 123_456_789]) {
      const beacons = views(1_000, 10, {}, seed);
      expect(beacons).toBeGreaterThanOrEqual(70);
      expect(beacons).toBeLessThanOrEqual(130);
    }
  });

  it('measures every view with a sample of 1 and none with 0 or none given', () => {
    expect(views(1_000, 1)).toBe(1_000);
    expect(views(1_000, 0)).toBe(0);
    expect(views(1_000, Number(undefined))).toBe(0);
  });

  it('measures no view while the visitor asks not to be tracked (Do Not Track, Global Privacy Control)', () => {
    expect(views(1_000, 1, { doNotTrack: '1' })).toBe(0);
    expect(views(1_000, 1, { globalPrivacyControl: true })).toBe(0);
    expect(views(1_000, 1, { doNotTrack: '0', globalPrivacyControl: false })).toBe(1_000);
  });
});

import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooManyRequestsError } from '../../errors';
import { formatWait } from './format-wait';
import { Limit } from './limit';

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TooManyRequestsError);
  return error as TooManyRequestsError;
};

// 2 attempts per 60 s, each new block of the day twice as long as the last.
const loginLike = () =>
  new Limit(
    new RateLimiterMemory({ points: 2, duration: 60 }),
    'Terlalu banyak percobaan masuk.',
    new RateLimiterMemory({ points: 1_000, duration: 86_400 }),
  );

describe('Limit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses once the points are spent, in Indonesian, with the seconds to wait', async () => {
    const limit = new Limit(new RateLimiterMemory({ points: 2, duration: 60 }), 'Terlalu banyak.');
    await limit.take('a');
    await limit.take('a');
    const error = await refusal(limit.take('a'));
    expect(error.kind).toBe('too-many-requests');
    expect(error.message).toBe('Terlalu banyak. Coba lagi dalam 1 menit.');
    expect(error.retryAfterSeconds).toBe(60);
    await limit.take('b');
    vi.advanceTimersByTime(60_001);
    await limit.take('a');
  });

  it('doubles the block at every new refusal of the day (growing backoff)', async () => {
    const limit = loginLike();
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      await limit.take('k');
      await limit.take('k');
      const error = await refusal(limit.take('k'));
      // Knocking again while blocked does not make it longer.
      expect((await refusal(limit.take('k'))).retryAfterSeconds).toBe(error.retryAfterSeconds);
      waits.push(error.retryAfterSeconds);
      vi.advanceTimersByTime(error.retryAfterSeconds * 1000 + 1);
    }
    expect(waits).toEqual([60, 120, 240, 480]);
  });

  it('forgets the strikes on reset (a successful sign-in is not punished)', async () => {
    const limit = loginLike();
    for (let round = 0; round < 2; round++) {
      await limit.take('k');
      await limit.take('k');
      const error = await refusal(limit.take('k'));
      vi.advanceTimersByTime(error.retryAfterSeconds * 1000 + 1);
    }
    await limit.take('k');
    await limit.reset('k');
    await limit.take('k');
    await limit.take('k');
    expect((await refusal(limit.take('k'))).retryAfterSeconds).toBe(60);
  });

  it('gives back a batch that does not fit, so smaller ones still can', async () => {
    const limit = new Limit(new RateLimiterMemory({ points: 60, duration: 60 }), 'Terlalu banyak gambar.');
    await limit.take('c', 50);
    await refusal(limit.take('c', 20));
    await limit.take('c', 10);
    await refusal(limit.check('c'));
  });

  it('check refuses without spending', async () => {
    const limit = new Limit(new RateLimiterMemory({ points: 1, duration: 60 }), 'Terlalu banyak.');
    await limit.check('d');
    await limit.check('d');
    await limit.take('d');
    await refusal(limit.check('d'));
  });
});

describe('formatWait', () => {
  it('rounds up to seconds, minutes or hours', () => {
    expect(formatWait(0)).toBe('1 detik');
    expect(formatWait(45_200)).toBe('46 detik');
    expect(formatWait(60_000)).toBe('1 menit');
    expect(formatWait(11 * 60_000 + 5_000)).toBe('12 menit');
    expect(formatWait(90 * 60_000)).toBe('90 menit');
    expect(formatWait(90 * 60_000 + 1_000)).toBe('2 jam');
    expect(formatWait(24 * 3_600_000)).toBe('24 jam');
  });
});

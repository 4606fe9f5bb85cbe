import { expect } from 'vitest';

// A 429 with the Indonesian message and a Retry-After of the seconds to wait: exact, or within
// [min, max] for a fixed window whose remainder depends on how long the test took.
export async function expectTooMany(res: Response, message: RegExp, retryAfter?: number | [number, number]) {
  expect(res.status).toBe(429);
  expect(((await res.json()) as { message: string }).message).toMatch(message);
  const seconds = Number(res.headers.get('retry-after'));
  const [min, max] = typeof retryAfter === 'number' ? [retryAfter, retryAfter] : (retryAfter ?? [1, 86_400]);
  expect(seconds).toBeGreaterThanOrEqual(min);
  expect(seconds).toBeLessThanOrEqual(max);
}

// "Coba lagi dalam …" for a one-minute window, however much of it the test used.
export const WITHIN_A_MINUTE = '(\\d+ detik|1 menit)';

// A client address as a trusted proxy (Caddy on loopback) reports it.
export const from = (ip: string) => ({ 'x-forwarded-for': ip });

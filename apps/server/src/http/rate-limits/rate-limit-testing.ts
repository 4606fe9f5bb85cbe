import { expect } from 'vitest';

// A 429 with the Indonesian message and a Retry-After of the seconds to wait.
export async function expectTooMany(res: Response, message: RegExp, retryAfterSeconds?: number) {
  expect(res.status).toBe(429);
  expect(((await res.json()) as { message: string }).message).toMatch(message);
  const retryAfter = Number(res.headers.get('retry-after'));
  if (retryAfterSeconds === undefined) expect(retryAfter).toBeGreaterThan(0);
  else expect(retryAfter).toBe(retryAfterSeconds);
}

// A client address as a trusted proxy (Caddy on loopback) reports it.
export const from = (ip: string) => ({ 'x-forwarded-for': ip });

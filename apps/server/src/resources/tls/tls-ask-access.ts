import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { isLoopback, peerAddress } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Only the TLS proxy may ask: a caller on this machine that no proxy forwarded (Caddy's `ask` is a
 * direct GET; anything it proxies carries X-Forwarded-For), or anyone holding TLS_ASK_SECRET as
 * `?secret=` (Caddy's ask URL can only carry a query) or the X-Tls-Ask-Secret header.
 */
export function mayAskForCertificate(c: Context<AppEnv>, secret: string | null): boolean {
  const given = c.req.query('secret') ?? c.req.header('x-tls-ask-secret');
  // Compared as digests: equal length, constant time.
  if (secret && given && timingSafeEqual(digest(given), digest(secret))) return true;
  const forwarded = c.req.header('x-forwarded-for') ?? c.req.header('forwarded');
  return !forwarded && isLoopback(peerAddress(c));
}

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context';

// The address of the socket that sent the request (a proxy's own address when one is in front).
export function clientIp(c: Context<AppEnv>): string {
  return getConnInfo(c).remote.address ?? 'unknown';
}

import type { ServerOptions } from 'node:http';
import type { Config } from '../config';

/**
 * Node's HTTP server options: a request must arrive whole within requestMs and its headers within
 * headersMs, or the connection gets 408 and is closed (a slow body held a socket for 313 s before).
 * Node checks those deadlines on an interval (30 s by default), so it is tightened to match.
 */
export function httpServerOptions({ timeouts }: Pick<Config, 'timeouts'>): ServerOptions {
  const shortest = Math.min(timeouts.requestMs, timeouts.headersMs);
  return {
    requestTimeout: timeouts.requestMs,
    headersTimeout: timeouts.headersMs,
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(shortest / 10))),
  };
}

import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context';

// Socket addresses of IPv4 clients on a dual-stack listener look like ::ffff:203.0.113.9.
function normalize(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

const blockLists = new WeakMap<readonly string[], BlockList>();

// TRUSTED_PROXIES entries (IPs or CIDR ranges) as one matcher, built once per list.
function trustedList(entries: readonly string[]): BlockList {
  let list = blockLists.get(entries);
  if (list) return list;
  list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  blockLists.set(entries, list);
  return list;
}

function isTrusted(address: string, list: BlockList): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export function isLoopback(address: string | null): boolean {
  if (!address) return false;
  const normalized = normalize(address);
  return normalized === '::1' || (isIP(normalized) === 4 && normalized.startsWith('127.'));
}

// The TCP peer; null for requests that did not come over a socket (app.request in-process).
export function peerAddress(c: Context<AppEnv>): string | null {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? normalize(address) : null;
  } catch {
    return null;
  }
}

/**
 * The client behind a chain of trusted proxies: X-Forwarded-For is read right to left, skipping
 * trusted hops, and the first address a trusted proxy did not vouch for is the client. Entries a
 * client wrote itself sit further left and are never reached.
 */
export function resolveClientIp(
  peer: string,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  const list = trustedList(trustedProxies);
  const socket = normalize(peer);
  if (!forwardedFor || !isTrusted(socket, list)) return socket;
  let client = socket;
  const hops = forwardedFor.split(',').map(normalize).reverse();
  for (const hop of hops) {
    if (!isIP(hop)) return client;
    client = hop;
    if (!isTrusted(hop, list)) return hop;
  }
  return client;
}

// The address per-IP rate limits count: X-Forwarded-For only counts when a trusted proxy sent it.
export function clientIp(c: Context<AppEnv>, trustedProxies: readonly string[]): string {
  const peer = peerAddress(c);
  if (!peer) return 'unknown';
  return resolveClientIp(peer, c.req.header('x-forwarded-for'), trustedProxies);
}

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

// The list's verdicts are remembered per address (the proxies' own addresses come with every request,
// a visitor's with each of theirs): BlockList builds an address object on every check. At most
// MAX_VERDICTS are kept, all forgotten at once when full: evicting one by one would cost more than the
// check it saves.
const MAX_VERDICTS = 4_096;
type Trusted = { list: BlockList; verdicts: Map<string, boolean> };
const trustedLists = new WeakMap<readonly string[], Trusted>();

// TRUSTED_PROXIES entries (IPs or CIDR ranges) as one matcher, built once per list.
function trustedList(entries: readonly string[]): Trusted {
  let trusted = trustedLists.get(entries);
  if (trusted) return trusted;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  trusted = { list, verdicts: new Map() };
  trustedLists.set(entries, trusted);
  return trusted;
}

function isTrusted(address: string, { list, verdicts }: Trusted): boolean {
  let verdict = verdicts.get(address);
  if (verdict === undefined) {
    const family = isIP(address);
    verdict = family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    verdicts.set(address, verdict);
  }
  return verdict;
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

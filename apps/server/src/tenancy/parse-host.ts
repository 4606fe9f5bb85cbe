import { isIPv4, isIPv6 } from 'node:net';

// Company identification: which company a request is for, decided from its Host header.
// Mode B: platform, localhost, dev and preview hosts; the first path segment names the company.
// Mode A: `{slug}.{platform host}` or a custom domain (leading www. removed); `/` is that company's site.
export type HostRoute =
  | { mode: 'B' }
  | { mode: 'A'; by: 'slug'; slug: string }
  | { mode: 'A'; by: 'domain'; domain: string };

export type HostRules = {
  platformHost: string;
  previewHostSuffixes?: readonly string[];
  singleSiteSlug?: string | null;
  // Subdomains of the platform that are ours, never a company's.
  reservedSubdomains?: readonly string[];
};

const DEV_HOSTS = new Set(['localhost', '127.0.0.1', '0.0.0.0', '[::1]', '::1']);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
// Host names may carry '_' (container names such as web_1 in health checks); slugs never do.
const HOST_LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;

export function normalizeHost(raw: string | undefined | null): string {
  let host = (raw ?? '').trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end > 0 ? host.slice(0, end + 1) : host;
  }
  const colon = host.lastIndexOf(':');
  if (colon !== -1) host = host.slice(0, colon);
  return host.replace(/\.+$/, '');
}

// A Host header we can route: DNS labels or an IP address, with an optional port. Anything else
// (999.999.999.999, spaces, 300 characters) is refused before any code builds a URL from it.
export function isValidHost(raw: string): boolean {
  const value = raw.trim().toLowerCase();
  if (value.length === 0 || value.length > 260) return false;
  const bracketed = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/.exec(value);
  if (bracketed) return isIPv6(bracketed[1]!) && isPort(bracketed[2]);
  const [, host = '', port] = /^([^:]*)(?::(\d{1,5}))?$/.exec(value) ?? [];
  if (!host || !isPort(port)) return false;
  const name = host.replace(/\.$/, '');
  const labels = name.split('.');
  if (name.length > 253 || !labels.every((label) => HOST_LABEL.test(label))) return false;
  // An all-digit last label is read as an IPv4 address by URL parsers, so it must be a real one.
  return /^\d+$/.test(labels.at(-1)!) ? isIPv4(name) : true;
}

function isPort(port: string | undefined): boolean {
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
}

export function parseHost(rawHost: string | undefined | null, rules: HostRules): HostRoute {
  if (rules.singleSiteSlug) return { mode: 'A', by: 'slug', slug: rules.singleSiteSlug };
  const host = normalizeHost(rawHost);
  const platform = normalizeHost(rules.platformHost);
  if (!host || DEV_HOSTS.has(host) || IPV4.test(host) || host.startsWith('[')) return { mode: 'B' };
  if (host === platform || host === `www.${platform}`) return { mode: 'B' };
  if ((rules.previewHostSuffixes ?? []).some((suffix) => isUnder(host, suffix))) return { mode: 'B' };

  for (const base of new Set([platform, 'localhost'])) {
    if (!host.endsWith(`.${base}`)) continue;
    const sub = host.slice(0, -(base.length + 1));
    if (sub.includes('.') || !LABEL.test(sub)) return { mode: 'B' };
    if ((rules.reservedSubdomains ?? []).includes(sub)) return { mode: 'B' };
    return { mode: 'A', by: 'slug', slug: sub };
  }
  return { mode: 'A', by: 'domain', domain: host.startsWith('www.') ? host.slice(4) : host };
}

function isUnder(host: string, suffix: string): boolean {
  const s = suffix.toLowerCase().replace(/^\.+/, '');
  return host === s || host.endsWith(`.${s}`);
}

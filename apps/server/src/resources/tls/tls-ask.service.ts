import type { Db } from '@webku/db';
import { type HostRules, normalizeHost } from '../../tenancy/parse-host';
import { findCompanyByDomain, findCompanyBySlug } from '../../tenancy/resolve-tenant';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

// Caddy's on-demand TLS asks before it requests a certificate for a host name it was sent. Only our
// own names qualify: the platform host, a subdomain naming an existing company, and the custom domain
// (with or without www) of an active, paid, DNS-pointed subscription. Two indexed lookups at most,
// never a network call, because anyone on the internet can make Caddy ask.
export async function isCertificateAllowed(db: Db, rules: HostRules, rawDomain: string): Promise<boolean> {
  const host = normalizeHost(rawDomain);
  if (host.length > 253 || IPV4.test(host)) return false;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;

  const platform = normalizeHost(rules.platformHost);
  if (host === platform || host === `www.${platform}`) return true;
  if (host.endsWith(`.${platform}`)) {
    const sub = host.slice(0, -(platform.length + 1));
    if (sub.includes('.') || (rules.reservedSubdomains ?? []).includes(sub)) return false;
    return (await findCompanyBySlug(db, sub)) !== null;
  }
  const domain = host.startsWith('www.') ? host.slice(4) : host;
  return (await findCompanyByDomain(db, domain)) !== null;
}

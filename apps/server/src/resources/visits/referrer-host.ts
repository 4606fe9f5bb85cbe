import { isValidHost } from '../../tenancy/parse-host';

/**
 * The host a visitor came from ('google.com'), or null for a direct visit, an unreadable referrer or a
 * page of the site itself. Only http(s) counts; a leading 'www.' is dropped so both spellings add up.
 */
export function referrerHost(referrer: string | undefined, ownHost: string | undefined): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!host || !isValidHost(host)) return null;
  const own = ownHost
    ?.toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  return host === own ? null : host;
}

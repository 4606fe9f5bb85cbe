import type { Context } from 'hono';
import { siteTag } from '../providers/edge/index';
import { ERROR_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './cache-control';
import { acceptedEncoding, type CompressedBody } from './compression';
import type { AppEnv } from './context';

// A cached public answer (a page, a payload): its precompressed bytes, a strong ETag and a CDN-friendly
// Cache-Control, tagged with the site it shows (edge-headers.ts); 304 when the visitor has it.
export async function sendCompressed(
  c: Context<AppEnv>,
  body: CompressedBody,
  { status, contentType, site }: { status: number; contentType: string; site: number },
): Promise<Response> {
  c.header('ETag', body.etag);
  c.header('Vary', 'Accept-Encoding');
  sharedForSite(c, site, status === 200 ? PUBLIC_CACHE_CONTROL : ERROR_CACHE_CONTROL);
  if (status === 200 && ifNoneMatch(c.req.header('if-none-match'), body.etag)) return c.body(null, 304);
  const encoding = acceptedEncoding(c.req.header('accept-encoding'));
  if (encoding !== 'identity') c.header('Content-Encoding', encoding);
  c.header('Content-Type', contentType);
  return c.body(new Uint8Array(await body.encoded(encoding)), status as 200);
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

/** A site's answer any cache may keep, tagged with the site so that a change purges it from the edge. */
export function sharedForSite(c: Context<AppEnv>, site: number, control = PUBLIC_CACHE_CONTROL): void {
  c.header('Cache-Control', control);
  c.header('Cache-Tag', siteTag(site));
}

import type { Context } from 'hono';
import { ERROR_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../http/cache-control';
import type { AppEnv } from '../../http/context';
import type { RenderedPage } from './page-cache';

// Precompressed bytes, a strong ETag and a CDN-friendly Cache-Control; 304 when the visitor has it.
export function sendPage(c: Context<AppEnv>, page: RenderedPage): Response {
  c.header('ETag', page.etag);
  c.header('Vary', 'Accept-Encoding');
  c.header('Cache-Control', page.status === 200 ? PUBLIC_CACHE_CONTROL : ERROR_CACHE_CONTROL);
  if (page.status === 200 && ifNoneMatch(c.req.header('if-none-match'), page.etag)) return c.body(null, 304);
  const accepts = c.req.header('accept-encoding') ?? '';
  const [body, encoding] = /\bbr\b/.test(accepts)
    ? [page.br, 'br']
    : /\bgzip\b/.test(accepts)
      ? [page.gzip, 'gzip']
      : [page.html, null];
  if (encoding) c.header('Content-Encoding', encoding);
  c.header('Content-Type', 'text/html; charset=utf-8');
  return c.body(new Uint8Array(body), page.status as 200);
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

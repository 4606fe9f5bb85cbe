import type { MiddlewareHandler } from 'hono';
import { acceptedEncoding, brotli, gzipped } from './compression';

// Text that is not compressed already: JSON answers, the admin app's HTML shell, error pages, the
// built-in SVG illustrations, robots.txt and the sitemap. Pages and build assets arrive compressed.
const TEXT = /^(?:text\/|application\/(?:json|xml|javascript)|image\/svg\+xml)/;

// Text answers of at least `threshold` bytes are sent brotli- or gzip-compressed, on zlib's thread
// pool so the event loop keeps serving. Smaller answers gain nothing from it.
export function compressText(threshold = 1024): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || res.headers.has('content-encoding') || !res.body) return;
    if (!TEXT.test(res.headers.get('content-type') ?? '')) return;
    const headers = new Headers(res.headers);
    if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
    const encoding = acceptedEncoding(c.req.header('accept-encoding'));
    const bytes = Buffer.from(await res.arrayBuffer());
    let body: Buffer = bytes;
    if (encoding !== 'identity' && bytes.length >= threshold) {
      body = encoding === 'br' ? await brotli(bytes) : await gzipped(bytes);
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(body.length));
    // Hono copies the previous answer's headers over a new one's (Vary, Content-Length): these headers
    // already hold them, so the previous answer is let go first.
    c.res = undefined;
    c.res = new Response(new Uint8Array(body), { status: res.status, headers });
  };
}

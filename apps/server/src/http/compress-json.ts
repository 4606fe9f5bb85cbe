import type { MiddlewareHandler } from 'hono';
import { acceptedEncoding, brotli, gzipped } from './compression';

// JSON answers of at least `threshold` bytes are sent brotli- or gzip-compressed, on zlib's thread
// pool so the event loop keeps serving. Smaller answers gain nothing from it.
export function compressJson(threshold = 1024): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || res.headers.has('content-encoding') || !res.body) return;
    if (!res.headers.get('content-type')?.startsWith('application/json')) return;
    const encoding = acceptedEncoding(c.req.header('accept-encoding'));
    const bytes = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
    let body: Buffer = bytes;
    if (encoding !== 'identity' && bytes.length >= threshold) {
      body = encoding === 'br' ? await brotli(bytes) : await gzipped(bytes);
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(body.length));
    c.res = new Response(new Uint8Array(body), { status: res.status, headers });
  };
}

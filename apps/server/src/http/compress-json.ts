import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// JSON answers of at least `threshold` bytes are sent brotli- or gzip-compressed, on zlib's thread
// pool so the event loop keeps serving. Smaller answers gain nothing from it.
export function compressJson(threshold = 1024): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || res.headers.has('content-encoding') || !res.body) return;
    if (!res.headers.get('content-type')?.startsWith('application/json')) return;
    const accepted = c.req.header('accept-encoding') ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const bytes = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.append('Vary', 'Accept-Encoding');
    let body: Buffer = bytes;
    if (encoding && bytes.length >= threshold) {
      body =
        encoding === 'br'
          ? await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : await gzipAsync(bytes, { level: 6 });
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(body.length));
    c.res = new Response(new Uint8Array(body), { status: res.status, headers });
  };
}

import type { MiddlewareHandler } from 'hono';
import type { EdgeConfig } from '../config-edge';
import type { AppEnv } from './context';

/**
 * The tags of a shared cache. A site's cacheable answers name the site in Cache-Tag (sendCompressed).
 * With a cache in front that is told of every change, those answers may stay there long (s-maxage
 * raised to EDGE_MAX_AGE_S), and the tag is repeated where each vendor reads it: Surrogate-Key (Fastly,
 * space-separated), CDN-Tag (bunny.net); Cache-Tag is Cloudflare's and the Varnish VCL's. Without one,
 * the tag is not sent and the short s-maxage stays. An answer that names no Cache-Control is no-store.
 */
export function edgeHeaders(edge: EdgeConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // An answer that says nothing of caches is kept by none: Varnish would keep it two minutes.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    const tag = c.res.headers.get('Cache-Tag');
    if (!tag) return;
    if (edge.provider === 'none') {
      c.res.headers.delete('Cache-Tag');
      return;
    }
    c.res.headers.set('Surrogate-Key', tag.split(',').join(' '));
    c.res.headers.set('CDN-Tag', tag);
    const control = c.res.headers.get('Cache-Control');
    if (c.res.status === 200 && control?.startsWith('public')) {
      c.res.headers.set('Cache-Control', control.replace(/s-maxage=\d+/, `s-maxage=${edge.maxAgeS}`));
    }
  };
}

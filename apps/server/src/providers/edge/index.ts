import type { EdgeConfig } from '../../config-edge';
import { BunnyEdgeCache } from './bunny';
import { CloudflareEdgeCache } from './cloudflare';
import type { EdgeCache } from './edge-cache';
import { FastlyEdgeCache } from './fastly';
import { VarnishEdgeCache } from './varnish';

/** The configured shared cache; null when none sits in front (CDN_PROVIDER=none). */
export function createEdgeCache(config: EdgeConfig, hooks: { fetch?: typeof fetch } = {}): EdgeCache | null {
  switch (config.provider) {
    case 'cloudflare':
      return new CloudflareEdgeCache({ ...config, fetch: hooks.fetch });
    case 'bunny':
      return new BunnyEdgeCache({ ...config, fetch: hooks.fetch });
    case 'fastly':
      return new FastlyEdgeCache({ ...config, fetch: hooks.fetch });
    case 'varnish':
      return new VarnishEdgeCache({ urls: config.urls, fetch: hooks.fetch });
    default:
      return null;
  }
}

export * from './edge-cache';

import { type EdgeCache, EdgePurgeError, expectAccepted, type PurgeTarget } from './edge-cache';

// A self-hosted Varnish (deploy/varnish/webku.vcl): a BAN request to every node, naming a tag in X-Ban-Tag
// or a host in X-Ban-Host; the VCL bans the objects whose Cache-Tag holds the tag or that were fetched for
// the host. The VCL accepts BAN only from the addresses in its `purgers` list.
const SAFE = /^[a-z0-9.-]+$/i;

export class VarnishEdgeCache implements EdgeCache {
  readonly name = 'varnish';
  readonly #fetch: typeof fetch;

  constructor(private readonly options: { urls: string[]; fetch?: typeof fetch }) {
    this.#fetch = options.fetch ?? fetch;
  }

  async purge({ tags, hosts }: PurgeTarget): Promise<void> {
    const bans = [
      ...tags.map((tag) => ({ 'X-Ban-Tag': tag })),
      ...hosts.map((host) => ({ 'X-Ban-Host': host.toLowerCase() })),
    ];
    for (const ban of bans) {
      // The value ends up in a ban expression: only names made of letters, digits, dots and dashes.
      if (!Object.values(ban).every((value) => SAFE.test(value))) {
        throw new EdgePurgeError(`Varnish ban refused an unsafe name: ${JSON.stringify(ban)}`);
      }
      await Promise.all(
        this.options.urls.map(async (url) => {
          const res = await this.#fetch(url, {
            method: 'BAN',
            headers: ban,
            signal: AbortSignal.timeout(5_000),
          });
          await expectAccepted(res, `Varnish ${url}`);
        }),
      );
    }
  }
}

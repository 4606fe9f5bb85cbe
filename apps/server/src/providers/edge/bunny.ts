import { type EdgeCache, expectAccepted, type PurgeTarget } from './edge-cache';

// bunny.net's Core API with the account's AccessKey header: a tag is purged from the pull zone with
// POST /pullzone/{id}/purgeCache `{ "CacheTag": tag }` (pages carry it in CDN-Tag), a host with the Purge
// URL call and a wildcard path (POST /purge?url=https://host/*).
export class BunnyEdgeCache implements EdgeCache {
  readonly name = 'bunny';
  readonly #fetch: typeof fetch;

  constructor(
    private readonly options: {
      apiBase: string;
      pullZoneId: string;
      accessKey: string;
      fetch?: typeof fetch;
    },
  ) {
    this.#fetch = options.fetch ?? fetch;
  }

  async purge({ tags, hosts }: PurgeTarget): Promise<void> {
    const zone = encodeURIComponent(this.options.pullZoneId);
    for (const tag of tags) {
      await this.#send(`/pullzone/${zone}/purgeCache`, JSON.stringify({ CacheTag: tag }));
    }
    for (const host of hosts) {
      await this.#send(`/purge?url=${encodeURIComponent(`https://${host}/*`)}`);
    }
  }

  async #send(path: string, body?: string): Promise<void> {
    const res = await this.#fetch(`${this.options.apiBase}${path}`, {
      method: 'POST',
      headers: {
        AccessKey: this.options.accessKey,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await expectAccepted(res, 'bunny.net');
  }
}

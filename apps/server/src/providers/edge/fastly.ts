import { type EdgeCache, expectAccepted, type PurgeTarget, slices } from './edge-cache';

// Fastly's purge API with the Fastly-Key header: up to 256 surrogate keys in one
// POST /service/{service_id}/purge, named in a space-separated Surrogate-Key request header. Fastly has no
// purge by host: a host's home page is purged by its URL (POST /purge/{host}/), the rest of a site's pages
// by its key.
export class FastlyEdgeCache implements EdgeCache {
  readonly name = 'fastly';
  readonly #fetch: typeof fetch;

  constructor(
    private readonly options: { apiBase: string; serviceId: string; apiToken: string; fetch?: typeof fetch },
  ) {
    this.#fetch = options.fetch ?? fetch;
  }

  async purge({ tags, hosts }: PurgeTarget): Promise<void> {
    const service = encodeURIComponent(this.options.serviceId);
    for (const part of slices(tags, 256)) {
      await this.#send(`/service/${service}/purge`, { 'Surrogate-Key': part.join(' ') });
    }
    for (const host of hosts) await this.#send(`/purge/${host}/`);
  }

  async #send(path: string, headers: Record<string, string> = {}): Promise<void> {
    const res = await this.#fetch(`${this.options.apiBase}${path}`, {
      method: 'POST',
      headers: { 'Fastly-Key': this.options.apiToken, accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(10_000),
    });
    await expectAccepted(res, 'Fastly');
  }
}

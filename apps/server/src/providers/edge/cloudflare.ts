import { type EdgeCache, EdgePurgeError, expectAccepted, type PurgeTarget, slices } from './edge-cache';

type CloudflareAnswer = { success?: boolean; errors?: { code: number; message: string }[] };

// Cloudflare's purge API (POST /zones/{zone_id}/purge_cache with a bearer token): one request purges up
// to 30 tags (`{ "tags": [...] }`) or 30 hosts (`{ "hosts": [...] }`); the answer is the v4 envelope
// `{ success, errors, messages, result: { id } }`, and a 429 carries Retry-After.
export class CloudflareEdgeCache implements EdgeCache {
  readonly name = 'cloudflare';
  readonly #fetch: typeof fetch;

  constructor(
    private readonly options: { apiBase: string; zoneId: string; apiToken: string; fetch?: typeof fetch },
  ) {
    this.#fetch = options.fetch ?? fetch;
  }

  async purge({ tags, hosts }: PurgeTarget): Promise<void> {
    for (const part of slices(tags, 30)) await this.#send({ tags: part });
    for (const part of slices(hosts, 30)) await this.#send({ hosts: part });
  }

  async #send(body: { tags: string[] } | { hosts: string[] }): Promise<void> {
    const url = `${this.options.apiBase}/zones/${encodeURIComponent(this.options.zoneId)}/purge_cache`;
    const res = await this.#fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.options.apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    await expectAccepted(res, 'Cloudflare');
    const answer = (await res.json().catch(() => ({}))) as CloudflareAnswer;
    if (answer.success !== true) {
      const reason = answer.errors?.map((e) => `${e.code} ${e.message}`).join('; ') || 'no reason given';
      throw new EdgePurgeError(`Cloudflare purge refused: ${reason}`);
    }
  }
}

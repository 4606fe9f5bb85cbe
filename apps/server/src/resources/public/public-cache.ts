import type { PublicPayload } from '@webku/contract';
import { CompanyCache } from '../../cache/company-cache';
import { CompressedBody } from '../../http/compression';

// Only the compressed JSON is kept: a parsed payload costs more memory than its brotli bytes ten times
// over, and it is needed only to render a page that is not cached.
export type CachedPayload = { body: CompressedBody };

// Per-company cache of the public payload, its JSON answer compressed once, bounded by entries. Every
// change of a company's site marks it stale (app.ts wires the content-changed signal to it). Visitors of
// the JSON answer may get the stale payload while the new one loads (CompanyCache); a page render
// never does.
export class PublicCache {
  readonly #entries: CompanyCache<number, CachedPayload>;

  constructor(maxEntries = 2_000) {
    this.#entries = new CompanyCache({ maxEntries });
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The company's payload from the cache, or loaded (one load however many ask at once) and kept. */
  get(
    companyId: number,
    load: () => Promise<PublicPayload>,
    options: { staleWhileLoading?: boolean } = {},
  ): Promise<CachedPayload> {
    const compressed = async () => {
      const payload = await load();
      return { body: await CompressedBody.of(Buffer.from(JSON.stringify({ data: payload }))) };
    };
    return this.#entries.get(companyId, companyId, compressed, options);
  }

  invalidate(companyId: number): void {
    this.#entries.invalidate(companyId);
  }
}

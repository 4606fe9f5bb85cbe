import type { PublicPayload, WebLanguage } from '@webku/contract';
import { CompanyCache } from '../../cache/company-cache';
import { LruCache } from '../../cache/lru-cache';
import { CompressedBody } from '../../http/compression';
import { payloadExpiresAt } from '../../site-content/payload-expiry';

// Only the compressed JSON is kept: a parsed payload costs more memory than its brotli bytes ten times
// over, and it is needed only to render a page that is not cached. The few most recently loaded or
// decoded are kept parsed too (RECENTLY_PARSED), keyed by their cached answer so a payload a change
// replaced is never found: the render that caused a load, and the other pages of the same visit, skip
// a decode on the thread pool and a JSON.parse.
// `expiresAt`: when it goes out of date by itself (an item back on sale, a row past its last day);
// `version`: the site's content version it was loaded at.
export type CachedPayload = { body: CompressedBody; expiresAt: number | null; version: number };

/** A payload as loaded, with the content version it was read at. */
export type VersionedPayload = { payload: PublicPayload; version: number };

const RECENTLY_PARSED = 8;

// Per-company cache of the public payload, its JSON answer compressed once, bounded by entries. Every
// change of a company's site marks it stale (app.ts wires the content-changed signal to it). Visitors of
// the JSON answer may get the stale payload while the new one loads (CompanyCache); a page render
// never does.
export class PublicCache {
  // One entry per company and page language (the main language's is keyed by the company alone).
  readonly #entries: CompanyCache<string, CachedPayload>;
  readonly #parsed = new LruCache<CompressedBody, PublicPayload>({ maxEntries: RECENTLY_PARSED });

  constructor(maxEntries = 2_000) {
    this.#entries = new CompanyCache({ maxEntries, expiresAt: (entry) => entry.expiresAt });
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The company's payload from the cache, or loaded (one load however many ask at once) and kept. */
  get(
    companyId: number,
    load: () => Promise<VersionedPayload>,
    options: { staleWhileLoading?: boolean; language?: WebLanguage | null } = {},
  ): Promise<CachedPayload> {
    const compressed = async () => {
      const { payload, version } = await load();
      const body = await CompressedBody.of(Buffer.from(JSON.stringify({ data: payload })));
      this.#parsed.set(body, payload);
      return { body, expiresAt: payloadExpiresAt(payload), version };
    };
    const key = options.language ? `${companyId}|${options.language}` : String(companyId);
    return this.#entries.get(key, companyId, compressed, options);
  }

  /** The payload of a cached answer: parsed already if it is one of the latest, decoded otherwise. */
  async parsed({ body }: CachedPayload): Promise<PublicPayload> {
    const kept = this.#parsed.get(body);
    if (kept) return kept;
    const { data } = JSON.parse((await body.encoded('identity')).toString()) as { data: PublicPayload };
    this.#parsed.set(body, data);
    return data;
  }

  invalidate(companyId: number): void {
    this.#entries.invalidate(companyId);
  }
}

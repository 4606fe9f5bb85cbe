import { CompanyCache } from '../../cache/company-cache';
import { CompressedBody } from '../../http/compression';

// `expiresAt`: when the page must be rendered again although nothing changed (an item back on sale, a
// row past its last day).
export type RenderedPage = { status: number; body: CompressedBody; expiresAt: number | null };

// Room a cached page takes besides its compressed bytes (its key, the entry objects).
const ENTRY_OVERHEAD = 256;

// Rendered public pages, compressed once, in an LRU bounded by bytes. A write to a company marks its
// pages stale (invalidate); a page is rendered again only when someone next asks for it. That request
// waits for the render; visitors asking while it runs are served the previous page, for at most
// STALE_FOR_MS after the write (CompanyCache), instead of queueing behind it.
export class PageCache {
  readonly #pages: CompanyCache<string, RenderedPage>;

  constructor(maxBytes = 64 * 1024 * 1024, options: { staleForMs?: number; now?: () => number } = {}) {
    this.#pages = new CompanyCache({
      ...options,
      maxBytes,
      sizeOf: (page, key) => page.body.size + key.length + ENTRY_OVERHEAD,
      expiresAt: (page) => page.expiresAt,
    });
  }

  get size(): number {
    return this.#pages.size;
  }

  get bytes(): number {
    return this.#pages.totalBytes;
  }

  get(
    key: string,
    companyId: number,
    render: () => Promise<{ status: number; html: string; expiresAt?: number | null }>,
  ) {
    const load = async () => {
      const { status, html, expiresAt } = await render();
      const body = await CompressedBody.of(Buffer.from(html));
      body.onGrow = () => {
        if (this.#pages.peek(key)?.body === body) this.#pages.remeasure(key);
      };
      return { status, body, expiresAt: expiresAt ?? null };
    };
    return this.#pages.get(key, companyId, load, { staleWhileLoading: true });
  }

  /** Marks every page of the company stale; each is rendered again at its next request. */
  invalidate(companyId: number): void {
    this.#pages.invalidate(companyId);
  }
}

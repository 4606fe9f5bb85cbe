import { CompanyCache } from '../../cache/company-cache';
import { LruCache } from '../../cache/lru-cache';
import { CompressedBody } from '../../http/compression';
import type { PagesAlong } from '../../tenancy/tenant-directory';
import type { RenderedPage, RenderedPages } from './rendered-pages';

export type { RenderedPage };

/** A render's result; `version`: the site's content version it was made from (kept in the database then). */
export type PageRender = { status: number; html: string; expiresAt?: number | null; version?: number };

// Room a cached page takes besides its compressed bytes (its key, the entry objects).
const ENTRY_OVERHEAD = 256;
// Stored pages read with a visitor's first page and not asked for yet (the next pages of the visit).
const WAITING_BYTES = 4 * 1024 * 1024;

type StoredPages = Map<string, RenderedPage>;
type Reading = { promise: Promise<StoredPages | null>; outdated: boolean };

// Rendered public pages, compressed once, in an LRU bounded by bytes. A write to a company marks its
// pages stale (invalidate); a page is rendered again only when someone next asks for it. That request
// waits for the render; visitors asking while it runs are served the previous page, for at most
// STALE_FOR_MS after the write (CompanyCache), instead of queueing behind it.
// With `keep` (RenderedPages), a page this process has not cached is first looked for as another instance
// (or this one, before a restart or an eviction) last rendered it, and every render is kept there.
export class PageCache {
  readonly #pages: CompanyCache<string, RenderedPage>;
  #kept: RenderedPages | null = null;
  // A company's stored pages come in one read; those its visitor has not asked for yet wait here (bounded),
  // and go with the company's next change, as cached pages do.
  readonly #waiting = new LruCache<number, StoredPages>({
    maxBytes: WAITING_BYTES,
    sizeOf: (pages) => [...pages.values()].reduce((sum, page) => sum + page.body.size + ENTRY_OVERHEAD, 0),
  });
  readonly #reading = new Map<number, Reading>();
  // Changes to any company so far: pages read along with a company before one are not kept (readAlong).
  #changes = 0;
  readonly #now: () => number;

  constructor(maxBytes = 64 * 1024 * 1024, options: { staleForMs?: number; now?: () => number } = {}) {
    this.#pages = new CompanyCache({
      ...options,
      maxBytes,
      sizeOf: (page, key) => page.body.size + key.length + ENTRY_OVERHEAD,
      expiresAt: (page) => page.expiresAt,
    });
    this.#now = options.now ?? (() => Date.now());
  }

  get size(): number {
    return this.#pages.size;
  }

  get bytes(): number {
    return this.#pages.totalBytes;
  }

  /** Pages are also kept in (and first looked for in) the database from now on. */
  keepIn(kept: RenderedPages): void {
    this.#kept = kept;
  }

  get(key: string, companyId: number, render: () => Promise<PageRender>) {
    const load = async () => {
      // The visitor does not wait for the database to keep a render.
      const page = (await this.#stored(companyId, key)) ?? (await this.#render(key, companyId, render)).page;
      const { body } = page;
      body.onGrow = () => {
        if (this.#pages.peek(key)?.body === body) this.#pages.remeasure(key);
      };
      return page;
    };
    return this.#pages.get(key, companyId, load, { staleWhileLoading: true });
  }

  /**
   * Renders the page and keeps it in the database only, not in this process's memory (prerendering);
   * `render` answers null when the page is no longer worth making (the site changed meanwhile).
   */
  async store(key: string, companyId: number, render: () => Promise<PageRender | null>): Promise<void> {
    if (!this.#kept) return;
    const stored = await this.#kept.read(companyId).catch(() => null);
    if (stored?.has(key)) return;
    const rendered = await render();
    if (rendered) await (await this.#made(key, companyId, rendered)).kept;
  }

  /** The page as stored (null: not stored, out of date, or the database cannot be read: render it). */
  async #stored(companyId: number, key: string): Promise<RenderedPage | null> {
    if (!this.#kept) return null;
    let pages = this.#waiting.peek(companyId);
    if (!pages?.has(key)) pages = (await this.#readAll(companyId)) ?? undefined;
    const page = pages?.get(key);
    if (!pages || !page) return null;
    // Taken into the page cache (or out of date by its own expiry): no longer waiting.
    pages.delete(key);
    if (pages.size === 0) this.#waiting.delete(companyId);
    else if (this.#waiting.peek(companyId) === pages) this.#waiting.set(companyId, pages);
    return page.expiresAt === null || this.#now() < page.expiresAt ? page : null;
  }

  // One read per company however many of its pages are asked for at once; a read the company's change
  // overtook serves the requests that started it, but is not kept for later ones.
  async #readAll(companyId: number): Promise<StoredPages | null> {
    const running = this.#reading.get(companyId);
    if (running && !running.outdated) return running.promise;
    const kept = this.#kept;
    if (!kept) return null;
    const reading: Reading = { outdated: false, promise: kept.read(companyId).catch(() => null) };
    this.#reading.set(companyId, reading);
    const pages = await reading.promise;
    if (this.#reading.get(companyId) === reading) this.#reading.delete(companyId);
    if (pages && !reading.outdated) this.#waiting.set(companyId, pages);
    return pages;
  }

  async #render(key: string, companyId: number, render: () => Promise<PageRender>) {
    return this.#made(key, companyId, await render());
  }

  async #made(key: string, companyId: number, { status, html, expiresAt, version }: PageRender) {
    const page = { status, body: await CompressedBody.of(Buffer.from(html)), expiresAt: expiresAt ?? null };
    const kept =
      this.#kept && version !== undefined
        ? this.#kept.write(companyId, key, version, page)
        : Promise.resolve();
    return { page, kept };
  }

  /**
   * The company's stored pages as a column of the statement that finds the company (a tenant's look-up),
   * and where what it read goes: a site's first page then costs no statement of its own, and the pages
   * wait for the visit as a read of them would. What a change anywhere overtook is not kept. Null while
   * pages are not kept in the database.
   */
  readAlong(): PagesAlong | null {
    const kept = this.#kept;
    if (!kept) return null;
    const changes = this.#changes;
    return {
      column: kept.column,
      found: (companyId, column) => {
        if (this.#changes === changes) this.#waiting.set(companyId, kept.pagesFrom(companyId, column));
      },
    };
  }

  /** Marks every page of the company stale; each is rendered again at its next request. */
  invalidate(companyId: number): void {
    this.#changes++;
    this.#pages.invalidate(companyId);
    this.#waiting.delete(companyId);
    const reading = this.#reading.get(companyId);
    if (reading) reading.outdated = true;
  }
}

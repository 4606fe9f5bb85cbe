import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type RenderedPage = {
  status: number;
  html: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
};

type Entry = {
  companyId: number;
  page?: RenderedPage;
  stale: boolean;
  render: () => Promise<{ status: number; html: string }>;
  pending?: Promise<RenderedPage>;
  // Set when a write lands while a render is running: that render may have read the old data.
  again?: boolean;
};

// Rendered public pages, compressed once. A write marks a company's pages stale and re-renders them
// in the background: visitors keep getting the previous page until the new one is ready, and only the
// very first visitor of a page ever waits for a render.
export class PageCache {
  readonly #entries = new Map<string, Entry>();

  get size(): number {
    return this.#entries.size;
  }

  async get(
    key: string,
    companyId: number,
    render: () => Promise<{ status: number; html: string }>,
  ): Promise<RenderedPage> {
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = { companyId, stale: true, render };
      this.#entries.set(key, entry);
    }
    entry.render = render;
    if (entry.page) {
      if (entry.stale) void this.#refresh(entry).catch(() => undefined);
      return entry.page;
    }
    return this.#refresh(entry);
  }

  /** Marks every page of the company stale and resolves when they have been rendered again. */
  async invalidate(companyId: number): Promise<void> {
    const refreshes: Promise<unknown>[] = [];
    for (const entry of this.#entries.values()) {
      if (entry.companyId !== companyId) continue;
      entry.stale = true;
      if (entry.pending) entry.again = true;
      if (entry.page) refreshes.push(this.#refresh(entry).catch(() => undefined));
    }
    await Promise.all(refreshes);
  }

  #refresh(entry: Entry): Promise<RenderedPage> {
    if (entry.pending && !entry.again) return entry.pending;
    const previous = entry.pending ?? Promise.resolve();
    entry.again = false;
    entry.stale = false;
    const run = previous
      .catch(() => undefined)
      .then(() => entry.render())
      .then(({ status, html }) => {
        entry.page = compress(status, html);
        return entry.page;
      })
      .catch((error: unknown) => {
        // The next visitor tries again; until then the previous page (if any) is served.
        entry.stale = true;
        throw error;
      })
      .finally(() => {
        if (entry.pending === run) entry.pending = undefined;
      });
    entry.pending = run;
    return run;
  }
}

function compress(status: number, html: string): RenderedPage {
  const bytes = Buffer.from(html);
  return {
    status,
    html: bytes,
    gzip: gzipSync(bytes, { level: 9 }),
    br: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
  };
}

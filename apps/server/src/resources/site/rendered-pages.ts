import { createHash } from 'node:crypto';
import { companies, type Db, eq, renderedPages, type SQL, sql } from '@webku/db';
import type { Logger } from 'pino';
import { CompressedBody } from '../../http/compression';
import { builtOnce } from '../../tenancy/resolve-tenant';

// `expiresAt`: when the page must be rendered again although nothing changed (an item back on sale, a
// row past its last day).
export type RenderedPage = { status: number; body: CompressedBody; expiresAt: number | null };

// A stored page as RenderedPages.column reads it: its bytes in base64, its expiry in ms since the epoch.
type StoredRow = {
  key: string;
  version: number;
  status: number;
  etag: string;
  body: string;
  expires_at: number | null;
};

// Small values come in a slice of Node's shared 8 KB pool: a page kept for long has a buffer of its own.
function fromBase64(text: string): Buffer {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/**
 * The public pages as last rendered, kept in the database for every instance (table rendered_pages). An
 * instance that has not rendered a page (just started, evicted it, or another instance served the site so
 * far) answers its first visit with one query instead of loading the site, rendering and compressing.
 * A stored page is served only while nothing it was made from has changed: the site's content version it
 * was rendered at is still the site's, the build and its settings are this instance's (`build`), and its
 * own expiry has not passed.
 */
export class RenderedPages {
  /**
   * The stored pages of the company a statement reads (`companies`) that the site has not changed since
   * and this build rendered, as one column of that statement: a tenant's look-up reads them along
   * (PageCache.readAlong), so a first visit costs one statement; `pagesFrom` makes them pages.
   */
  readonly column: SQL;
  #read: ((companyId: number) => Promise<{ pages: unknown }[]>) | undefined;

  constructor(
    private readonly db: Db,
    /** The renderer and everything it reads besides the site's content (renderFingerprint). */
    private readonly build: string,
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly observe: (companyId: number, version: number) => void = () => {},
  ) {
    // Each page as JSON, its bytes in base64: one row for the company however many pages it has.
    this.column = sql`(select json_agg(json_build_object(
      'key', ${renderedPages.key}, 'version', ${renderedPages.version}, 'status', ${renderedPages.status},
      'etag', ${renderedPages.etag}, 'body', encode(${renderedPages.body}, 'base64'),
      'expires_at', floor(extract(epoch from ${renderedPages.expires_at}) * 1000)))
      from ${renderedPages}
      where ${renderedPages.company_id} = ${companies.id}
        and ${renderedPages.version} = ${companies.content_version}
        and ${renderedPages.build} = ${this.build})`;
  }

  /**
   * The company's stored pages by key (every page, language and address at once: a visitor's first page
   * is followed by others), read as `column` reads them.
   */
  async read(companyId: number): Promise<Map<string, RenderedPage>> {
    if (!this.#read) {
      const statement = builtOnce(
        this.db
          .select({ pages: this.column })
          .from(companies)
          .where(eq(companies.id, sql.placeholder('id'))),
      );
      this.#read = (id) => statement.execute({ id });
    }
    const [row] = await this.#read(companyId);
    return this.pagesFrom(companyId, row?.pages);
  }

  /**
   * The company's pages from what `column` read (null: none), but those past their own expiry by this
   * process's clock, as the page cache's own expiry reads it.
   */
  pagesFrom(companyId: number, column: unknown): Map<string, RenderedPage> {
    const rows = (column ?? []) as StoredRow[];
    const pages = new Map<string, RenderedPage>();
    const now = Date.now();
    let version: number | null = null;
    for (const row of rows) {
      if (row.expires_at !== null && row.expires_at <= now) continue;
      pages.set(row.key, {
        status: row.status,
        body: CompressedBody.stored(fromBase64(row.body), row.etag),
        expiresAt: row.expires_at,
      });
      version = row.version;
    }
    // What the process now serves of the company is at this version: a resync after the change feed was
    // away compares against it (ContentChanges.observe).
    if (version !== null) this.observe(companyId, version);
    return pages;
  }

  /**
   * Keeps a page rendered from the site's content at `version`. A page rendered from older content never
   * replaces one from newer content (two instances rendering across a change). Never throws: a page not
   * kept is only rendered again.
   */
  async write(companyId: number, key: string, version: number, page: RenderedPage): Promise<void> {
    await this.#upsert(companyId, key, version, page).catch((error: unknown) => {
      this.logger.warn({ err: error, companyId }, 'rendered page not kept');
    });
  }

  async #upsert(companyId: number, key: string, version: number, page: RenderedPage): Promise<void> {
    const row = {
      company_id: companyId,
      key,
      version,
      build: this.build,
      status: page.status,
      etag: page.body.etag,
      body: page.body.br,
      expires_at: page.expiresAt === null ? null : new Date(page.expiresAt),
    };
    await this.db
      .insert(renderedPages)
      .values(row)
      .onConflictDoUpdate({
        target: [renderedPages.company_id, renderedPages.key],
        set: {
          version: row.version,
          build: row.build,
          status: row.status,
          etag: row.etag,
          body: row.body,
          expires_at: row.expires_at,
        },
        setWhere: sql`${renderedPages.version} <= excluded.version`,
      });
  }
}

/**
 * What a rendered page depends on besides the site's content: the server build (its renderer and
 * templates) and the settings the renderer reads (script addresses, the platform's address, the
 * field-speed sample). Instances with the same build and settings share stored pages; a deploy or a
 * changed setting makes every stored page unusable at once, and each is rendered again at its next visit.
 */
export function renderFingerprint(settings: unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify([SERVER_BUILD, ...settings]))
    .digest('base64url')
    .slice(0, 22);
}

// Set by the production bundle (build-tools/bundle-server.ts) to a fresh id per build. A server run from
// its sources (tests, `npm run dev`) may be running code edited since any page was stored: it gets an id
// of its own per process, so it never serves a page another run rendered.
declare const WEBKU_SERVER_BUILD: string | undefined;
const SERVER_BUILD =
  typeof WEBKU_SERVER_BUILD === 'string' ? WEBKU_SERVER_BUILD : `source-${process.pid}-${Date.now()}`;

// A shared cache in front of the servers (a CDN, or Varnish) keeps public pages and is told to drop a
// site's copies when the site changes. Pages carry the site's tag; a purge names tags and, when a domain
// is added or removed, its host.

/** The tag every cacheable answer of a site carries (Cache-Tag, Surrogate-Key, CDN-Tag). */
export const siteTag = (companyId: number) => `site-${companyId}`;

export type PurgeTarget = { tags: string[]; hosts: string[] };

export interface EdgeCache {
  readonly name: string;
  /** Resolves once the vendor accepted the purge; throws EdgePurgeError to be tried again. */
  purge(target: PurgeTarget): Promise<void>;
}

/** The vendor refused or could not be reached; retryAfterMs when it said how long to wait (a 429). */
export class EdgePurgeError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'EdgePurgeError';
  }
}

/** Throws EdgePurgeError for an answer that is not a success, with the wait a 429 or 503 asked for. */
export async function expectAccepted(res: Response, vendor: string): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')).slice(0, 300);
  throw new EdgePurgeError(`${vendor} purge answered ${res.status}: ${text}`, retryAfterMs(res));
}

function retryAfterMs(res: Response): number | null {
  if (res.status !== 429 && res.status !== 503) return null;
  const header = res.headers.get('retry-after');
  const seconds = header && /^\d{1,5}$/.test(header) ? Number(header) : 1;
  return seconds * 1000;
}

/** Splits a list into slices of at most `size` (vendors cap the names in one purge). */
export function slices<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += size) out.push(list.slice(start, start + size));
  return out;
}

import { createHash } from 'node:crypto';
import type { PublicPayload } from '@webku/contract';

export type CachedPayload = { payload: PublicPayload; json: string; etag: string };

// Per-company cache of the public payload. Every write to a company calls invalidate(companyId).
export class PublicCache {
  readonly #entries = new Map<number, CachedPayload>();
  // Bumped on every invalidation, so a load that raced a write is never stored.
  readonly #versions = new Map<number, number>();
  readonly #listeners = new Set<(companyId: number) => void | Promise<void>>();

  get(companyId: number): CachedPayload | undefined {
    return this.#entries.get(companyId);
  }

  version(companyId: number): number {
    return this.#versions.get(companyId) ?? 0;
  }

  set(companyId: number, payload: PublicPayload, loadedAtVersion: number): CachedPayload {
    const json = JSON.stringify({ data: payload });
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    const entry = { payload, json, etag };
    if (this.version(companyId) === loadedAtVersion) this.#entries.set(companyId, entry);
    return entry;
  }

  // Resolves once every listener (the rendered-page cache re-rendering its pages) has caught up.
  async invalidate(companyId: number): Promise<void> {
    this.#versions.set(companyId, this.version(companyId) + 1);
    this.#entries.delete(companyId);
    await Promise.all([...this.#listeners].map((listener) => listener(companyId)));
  }

  onInvalidate(listener: (companyId: number) => void | Promise<void>): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

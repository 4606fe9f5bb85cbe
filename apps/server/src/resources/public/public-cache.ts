import { createHash } from 'node:crypto';
import type { PublicPayload } from '@webku/contract';

export type CachedPayload = { payload: PublicPayload; json: string; etag: string };

// Per-company cache of the public payload. Every write to a company calls invalidate(companyId).
export class PublicCache {
  readonly #entries = new Map<number, CachedPayload>();
  // Bumped on every invalidation, so a load that raced a write is never stored.
  readonly #versions = new Map<number, number>();
  readonly #listeners = new Set<(companyId: number) => void>();

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

  invalidate(companyId: number): void {
    this.#versions.set(companyId, this.version(companyId) + 1);
    this.#entries.delete(companyId);
    for (const listener of this.#listeners) listener(companyId);
  }

  onInvalidate(listener: (companyId: number) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

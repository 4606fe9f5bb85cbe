import { brotliDecompressSync } from 'node:zlib';
import type { PublicPayload } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import type { CachedPayload } from './public-cache';
import { PublicCache } from './public-cache';

const name = async (answer: Promise<CachedPayload>) =>
  (JSON.parse(brotliDecompressSync((await answer).body.br).toString()) as { data: PublicPayload }).data
    .company.name;

// Only what the cache reads: the name to tell payloads apart, the lists it looks for sold-out items in.
const payloadOf = (companyName: string) =>
  ({
    company: { name: companyName },
    menu_categories: [],
    merchandise_items: [],
  }) as unknown as PublicPayload;
const loadedAs = (payload: PublicPayload, version = 1) => ({ payload, version });

describe('PublicCache', () => {
  it('answers visitors with the previous payload while a changed one loads, a page render never', async () => {
    let current = 'Kopi Lama';
    let release = () => {};
    const load = async () => {
      const seen = current;
      if (seen === 'Kopi Baru') await new Promise<void>((resolve) => (release = resolve));
      return loadedAs(payloadOf(seen));
    };
    const cache = new PublicCache();
    expect(await name(cache.get(1, load, { staleWhileLoading: true }))).toBe('Kopi Lama');

    current = 'Kopi Baru';
    cache.invalidate(1);
    const first = cache.get(1, load, { staleWhileLoading: true });
    const render = cache.get(1, load);
    let renderDone = false;
    void render.then(() => (renderDone = true));
    expect(await name(cache.get(1, load, { staleWhileLoading: true }))).toBe('Kopi Lama');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(renderDone).toBe(false);

    release();
    expect(await name(first)).toBe('Kopi Baru');
    expect(await name(render)).toBe('Kopi Baru');
  });

  it('hands a render the payload it just loaded without decoding it, and decodes older ones', async () => {
    const cache = new PublicCache();
    const loaded = payloadOf('Kopi Senja');
    const answer = await cache.get(1, async () => loadedAs(loaded, 7));
    expect(answer.version).toBe(7);
    expect(await cache.parsed(answer)).toBe(loaded);
    for (let id = 2; id <= 20; id++) await cache.get(id, async () => loadedAs(payloadOf(`Toko ${id}`)));
    const decoded = await cache.parsed(answer);
    expect(decoded).not.toBe(loaded);
    expect(decoded).toEqual(loaded);
    expect(await cache.parsed(answer)).toBe(decoded);
  });
});

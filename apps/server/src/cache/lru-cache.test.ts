import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('evicts the least recently used entry past its entry or byte bound', () => {
    const cache = new LruCache<string, string>({ maxEntries: 2, maxBytes: 10, sizeOf: (v) => v.length });
    cache.set('a', 'aaa');
    cache.set('b', 'bbb');
    cache.get('a');
    cache.set('c', 'ccc');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['aaa', undefined, 'ccc']);
    cache.set('d', 'dddddddd');
    expect(cache.totalBytes).toBeLessThanOrEqual(10);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('re-measures a value set again, and drops it when it no longer fits', () => {
    const cache = new LruCache<number, string>({ maxBytes: 6, sizeOf: (v) => v.length });
    cache.set(1, 'aa');
    cache.set(2, 'bb');
    cache.set(1, 'aaaa');
    expect(cache.totalBytes).toBe(6);
    cache.set(2, 'x'.repeat(7));
    expect([cache.get(1), cache.get(2), cache.totalBytes]).toEqual(['aaaa', undefined, 4]);
  });

  it('lists entries oldest first without touching their order, and bounds by count alone', () => {
    const cache = new LruCache<string, number>({ maxEntries: 3 });
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) cache.set(key, i);
    cache.get('b');
    expect([...cache].map(([key]) => key)).toEqual(['c', 'd', 'b']);
    for (const [key, value] of cache) if (value > 1) cache.delete(key);
    expect([...cache]).toEqual([['b', 1]]);
  });
});

import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, type RenderedPage } from './page-cache';

// A render function that counts its calls and returns what `html` holds at call time.
function counted(html: () => string) {
  const renderer = {
    calls: 0,
    render: async () => {
      renderer.calls++;
      return { status: 200, html: html() };
    },
  };
  return renderer;
}

// Random text compresses badly, so each page holds a predictable number of bytes.
const noise = () => randomBytes(3000).toString('base64');

describe('PageCache', () => {
  it('keeps its pages under the byte bound by evicting the least recently used', async () => {
    const probe = new PageCache();
    await probe.get('probe', 1, counted(noise).render);
    const onePage = probe.bytes;
    const cache = new PageCache(Math.floor(onePage * 2.5));
    const [a, b, c] = [counted(noise), counted(noise), counted(noise)];
    await cache.get('a', 1, a.render);
    await cache.get('b', 1, b.render);
    await cache.get('a', 1, a.render);
    await cache.get('c', 2, c.render);
    expect(cache.bytes).toBeLessThanOrEqual(onePage * 2.5);
    expect(cache.size).toBe(2);
    await cache.get('a', 1, a.render);
    await cache.get('c', 2, c.render);
    expect([a.calls, c.calls]).toEqual([1, 1]);
    await cache.get('b', 1, b.render);
    expect(b.calls).toBe(2);
  });

  it('renders a page of a changed company again only when it is next asked for', async () => {
    const cache = new PageCache();
    let tagline = 'lama';
    const home = counted(() => `<h1>${tagline}</h1>`);
    const policy = counted(() => '<h1>Kebijakan</h1>');
    const other = counted(() => '<h1>Toko lain</h1>');
    await cache.get('1|home', 1, home.render);
    await cache.get('1|privacy-policy', 1, policy.render);
    await cache.get('2|home', 2, other.render);

    tagline = 'baru';
    cache.invalidate(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([home.calls, policy.calls, other.calls]).toEqual([1, 1, 1]);

    const page = await cache.get('1|home', 1, home.render);
    expect(brotliDecompressSync(page.body.br).toString()).toBe('<h1>baru</h1>');
    await cache.get('2|home', 2, other.render);
    expect([home.calls, policy.calls, other.calls]).toEqual([2, 1, 1]);
  });

  it('shares one render among concurrent visitors, and never keeps a render a write overtook', async () => {
    const cache = new PageCache();
    let release = () => {};
    let content = 'lama';
    const slow = counted(() => content);
    const gated = async () => {
      const seen = content;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      slow.calls++;
      return { status: 200, html: seen };
    };
    const first = cache.get('1|home', 1, gated);
    const second = cache.get('1|home', 1, gated);
    await new Promise((resolve) => setTimeout(resolve, 10));
    content = 'baru';
    cache.invalidate(1);
    release();
    expect((await first).body).toBe((await second).body);
    expect(slow.calls).toBe(1);

    const after = await cache.get('1|home', 1, slow.render);
    expect(brotliDecompressSync(after.body.br).toString()).toBe('baru');
    expect(slow.calls).toBe(2);
  });

  it('serves the previous page while a changed page renders, but never to the request that renders it', async () => {
    let now = 1_000;
    const cache = new PageCache(undefined, { staleForMs: 500, now: () => now });
    let tagline = 'lama';
    let release = () => {};
    const render = async () => {
      const seen = tagline;
      if (seen === 'baru') await new Promise<void>((resolve) => (release = resolve));
      return { status: 200, html: `<h1>${seen}</h1>` };
    };
    const text = async (page: Promise<RenderedPage>) => brotliDecompressSync((await page).body.br).toString();
    expect(await text(cache.get('1|home', 1, render))).toBe('<h1>lama</h1>');

    tagline = 'baru';
    cache.invalidate(1);
    const owner = cache.get('1|home', 1, render);
    let ownerDone = false;
    void owner.then(() => (ownerDone = true));
    now += 100;
    expect(await text(cache.get('1|home', 1, render))).toBe('<h1>lama</h1>');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ownerDone).toBe(false);

    now += 400;
    const late = cache.get('1|home', 1, render);
    release();
    expect(await text(owner)).toBe('<h1>baru</h1>');
    expect(await text(late)).toBe('<h1>baru</h1>');
    expect(await text(cache.get('1|home', 1, render))).toBe('<h1>baru</h1>');
  });

  it('makes gzip once on demand, counts it against the bound, and decodes plain bytes', async () => {
    const cache = new PageCache();
    const html = `<p>${'Kopi susu gula aren. '.repeat(200)}</p>`;
    const page = await cache.get('1|home', 1, counted(() => html).render);
    const before = cache.bytes;
    const zipped = await page.body.encoded('gzip');
    expect(gunzipSync(zipped).toString()).toBe(html);
    expect(await page.body.encoded('gzip')).toBe(zipped);
    expect(cache.bytes).toBe(before + zipped.length);
    expect((await page.body.encoded('identity')).toString()).toBe(html);
  });
});

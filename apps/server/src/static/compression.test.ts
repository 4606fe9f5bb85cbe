import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useOwnerWithSite } from '../../../../tests/support/server/owner-with-site';

const ctx = useOwnerWithSite('Kopi Ringkas');
const DIST = join(import.meta.dirname, '../../../web/dist');

const raw = (path: string, encoding?: string) =>
  ctx.t.getAs('localhost', path, encoding ? { 'accept-encoding': encoding } : {});

const slugOf = async (res: Response) =>
  ((await res.json()) as { data: { company: { slug: string } } }).data.company.slug;

// Brotli when offered, then gzip, else plain; kept forever by the browser. Answers the plain text.
async function expectCompressedScript(path: string): Promise<string> {
  const plain = await raw(path);
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const br = await raw(path, 'gzip, deflate, br, zstd');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toContain('Accept-Encoding');
  expect(Number(br.headers['content-length'])).toBeLessThan(plain.text.length / 2);
  const gz = await raw(path, 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.headers['cache-control']).toContain('immutable');
  return plain.text;
}

describe('compressed answers', () => {
  it('sends the built admin scripts precompressed: brotli, then gzip, else plain', async () => {
    // The shell chunk: the entry itself is a few hundred bytes, below the 1 KB worth compressing.
    const script = readdirSync(join(DIST, 'assets')).find((f) => /^shell-.*\.js$/.test(f));
    expect(script, 'the admin app is built').toBeTruthy();
    await expectCompressedScript(`/assets/${script}`);
  });

  it("sends the public site's enhancement script compressed: brotli, then gzip, else plain", async () => {
    const plain = await expectCompressedScript('/_site/enhance.js?v=1');
    expect(plain).toContain('webku:track');
  });

  it('compresses JSON answers above 1 KB, and leaves small ones alone', async () => {
    const url = `${ctx.t.url}/api/public/${ctx.owner.slug}/data`;
    const gz = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await slugOf(gz)).toBe(ctx.owner.slug);
    const br = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await slugOf(br)).toBe(ctx.owner.slug);
    const small = await raw('/api/auth/me', 'gzip');
    expect(small.status).toBe(401);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('other text above 1 KB', () => {
  it.each([
    ['a built-in SVG illustration', '/media/builtin/coffee/store-1.svg', 200, '<svg'],
    ['the sign-in page', '/', 200, '<div id="root"'],
    ['the 404 page of an unknown site', `/${'x'.repeat(40)}`, 404, 'Company Not Found'],
  ])(
    'sends %s compressed, and plain to a client that takes no encoding',
    async (_what, path, status, text) => {
      const br = await raw(path, 'gzip, deflate, br, zstd');
      expect(br.status).toBe(status);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      const plain = await raw(path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text.length).toBeGreaterThanOrEqual(1024);
      expect(plain.text).toContain(text);
      expect(Number(br.headers['content-length'])).toBeLessThan(plain.text.length);
    },
  );
});

describe('the landing page', () => {
  it('arrives rendered and compressed, before any script runs', async () => {
    const page = await raw('/', 'gzip, br');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    const plain = await raw('/');
    expect(plain.headers['content-type']).toContain('text/html');
    expect(plain.text).toContain('Masuk dengan Google');
    expect(plain.text).toContain('<div id="root" data-prerendered');
    // Every other screen still gets the empty shell.
    const other = await raw('/onboarding');
    expect(other.text).toContain('<div id="root"></div>');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithSite } from '../../testing/owner-with-site';
import { startTestServer, type TestServer } from '../../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SINGLE_SITE_SLUG: 'kopi-tunggal' });
  await ownerWithSite(t, 'Kopi Tunggal');
});
afterAll(() => t?.close());

describe('single-site mode', () => {
  it('serves the one site at the root of the configured base, whatever the Host', async () => {
    const hosts = ['localhost', '203.0.113.9', 'apa-saja.example', 'toko-lain.localhost:1'];
    const pages = [];
    for (const host of hosts) {
      const res = await t.getAs(host, '/');
      expect(res.status, host).toBe(200);
      expect(res.text, host).toContain('Kopi Tunggal');
      expect(res.text, host).toContain(`"url":"${t.url}/"`);
      if (host !== 'localhost') expect(res.text, host).not.toContain(host.split(':')[0]);
      pages.push(t.webku.pages.size);
    }
    expect(new Set(pages)).toEqual(new Set([1]));
  });
});

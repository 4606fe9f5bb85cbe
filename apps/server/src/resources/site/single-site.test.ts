import { hostSignInCodes } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

let t: TestServer;
let owner: OwnerWithSite;
beforeAll(async () => {
  t = await startTestServer({ SINGLE_SITE_SLUG: 'kopi-tunggal' });
  owner = await ownerWithSite(t, 'Kopi Tunggal');
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

  it('gives no sign-in code for a host that names no site, and stores none', async () => {
    for (const host of ['.', '..', '...']) {
      const res = await t.api('/api/auth/host-code', { method: 'POST', token: owner.token, json: { host } });
      expect(res.status, JSON.stringify(host)).toBe(404);
      expect(((await res.json()) as { message: string }).message).toMatch(/^Tidak ada situs aktif di /);
    }
    expect(await t.webku.db.select().from(hostSignInCodes)).toEqual([]);
  });
});

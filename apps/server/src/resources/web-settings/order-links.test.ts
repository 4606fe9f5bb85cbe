import type { WebSettings } from '@webku/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { backupCalls } from '../../../../../tests/support/server/backup-archives';
import {
  ownerWithSite,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';

const site = useOwnerWithSite('Kopi Senja');
let id: number;
beforeAll(async () => {
  id = (await site.api.get<WebSettings>('/admin/web-settings')).data.id;
});

const save = (order_links: unknown) =>
  site.api.put<WebSettings>(`/admin/web-settings/${id}`, { order_links });
const page = async () => (await site.t.api(`/${site.owner.slug}`)).text();

const LINKS = [
  { platform: 'gofood', url: 'https://gofood.co.id/bandung/restaurant/kopi-senja-braga-4f1c2' },
  { platform: 'tokopedia', url: 'https://www.tokopedia.com/kopisenja' },
  { platform: 'google_maps', url: 'https://maps.app.goo.gl/AbCdEf12345' },
];

describe('"Pesan juga di" links', () => {
  it.each([
    [
      'a GoFood address pasted as Shopee',
      { platform: 'shopee', url: 'https://gofood.co.id/bandung/restaurant/kopi-senja-braga-4f1c2' },
      'Tautan ini alamat GoFood, bukan Shopee: pilih GoFood atau tempel tautan Shopee Anda',
    ],
    [
      'an address of no platform',
      { platform: 'tokopedia', url: 'https://kopisenja.example/toko' },
      'Tautan ini bukan alamat Tokopedia: salin tautan toko Anda dari aplikasi atau situs Tokopedia',
    ],
    [
      'a plain http address',
      { platform: 'instagram', url: 'http://instagram.com/kopisenja' },
      'Tautan Instagram harus diawali https://',
    ],
    ['not an address', { platform: 'facebook', url: 'kopisenja' }, 'Tautan Facebook harus alamat lengkap'],
  ])('refuses %s with a message naming the fix', async (_case, link, message) => {
    const res = await save([link]);
    expect(res.status).toBe(422);
    expect(res.message).toContain(message);
    expect((await site.api.get<WebSettings>('/admin/web-settings')).data.order_links).toEqual([]);
  });

  it('refuses the same platform twice', async () => {
    const res = await save([LINKS[0], LINKS[0]]);
    expect(res.status).toBe(422);
    expect(res.message).toContain('Setiap platform cukup satu tautan');
  });

  it("keeps the links in the owner's order and shows them with their marks on both templates, in sameAs", async () => {
    const res = await save(LINKS);
    expect(res.status).toBe(200);
    expect(res.data.order_links).toEqual(LINKS);
    expect((await publicData(site.t, site.owner.slug)).web_settings?.order_links).toEqual(LINKS);
    for (const template of ['minimalis-coffee-shop', 'classic-website']) {
      await site.api.put(`/admin/web-settings/${id}`, { template_selected: template });
      const html = await page();
      expect(html).toContain('<h2 class="order-links-title">Pesan juga di</h2>');
      const links = [
        ...html.matchAll(
          /<a class="order-link" href="([^"]+)" target="_blank" rel="noopener noreferrer" data-platform="([a-z_]+)">/g,
        ),
      ];
      expect(links.map((m) => [m[2], m[1]])).toEqual(LINKS.map((l) => [l.platform, l.url]));
      // The marks are drawn inline: the GoFood chip carries an SVG path, Tokopedia (no mark) the bag icon.
      const gofood = html.slice(
        html.indexOf('data-platform="gofood"'),
        html.indexOf('data-platform="tokopedia"'),
      );
      expect(gofood).toMatch(/<svg class="icon icon--mark"[^>]*><path d="M[^"]{50,}"/);
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.+?)<\/script>/s.exec(html)![1]!);
      expect(jsonLd.sameAs).toEqual(expect.arrayContaining(LINKS.map((l) => l.url)));
    }
  });

  it('travels in a backup', async () => {
    const zip = await backupCalls(site.t, site.owner.token).exportZip();
    const target = await ownerWithSite(site.t, 'Kopi Arsip');
    expect((await backupCalls(site.t, target.token).send('import', zip)).status).toBe(200);
    expect((await target.api.get<WebSettings>('/admin/web-settings')).data.order_links).toEqual(LINKS);
  });

  it('the Google review link: refused unless it is Google\'s, then shown as "Beri ulasan di Google"', async () => {
    const wrong = await site.api.put(`/admin/web-settings/${id}`, {
      google_review_url: 'https://example.com/ulasan',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.message).toContain('Tautan ini bukan tautan ulasan Google');
    expect(await page()).not.toContain('Beri ulasan di Google');
    const review = 'https://g.page/r/CbX3kopisenja/review';
    const res = await site.api.put<WebSettings>(`/admin/web-settings/${id}`, { google_review_url: review });
    expect(res.data.google_review_url).toBe(review);
    const html = await page();
    expect(html).toMatch(
      new RegExp(
        `<a class="button button--outline" href="${review}" target="_blank" rel="noopener noreferrer" data-platform="google_review"><svg[^>]*><path d="M[^"]+"></path></svg>Beri ulasan di Google</a>`,
      ),
    );
    const cleared = await site.api.put<WebSettings>(`/admin/web-settings/${id}`, { google_review_url: '' });
    expect(cleared.data.google_review_url).toBeNull();
    expect(await page()).not.toContain('Beri ulasan di Google');
  });

  it('an empty list removes them', async () => {
    expect((await save([])).data.order_links).toEqual([]);
    expect(await page()).not.toContain('class="order-links"');
  });
});

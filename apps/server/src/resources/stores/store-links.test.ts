import type { RestorePoint, Store, WebSettings } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { backupCalls, buildZip, siteJson } from '../../../../../tests/support/server/backup-archives';
import {
  ownerWithSite,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';

const site = useOwnerWithSite('Kopi Cabang');
const page = async () => (await site.t.api(`/${site.owner.slug}`)).text();
const firstStore = async () => (await site.api.get<Store[]>('/admin/stores')).data[0]!;
const saveStore = (store: Store, changes: Record<string, unknown>) =>
  site.api.put<Store>(`/admin/stores/${store.id}`, { ...store, ...changes });

const LINKS = [
  { platform: 'gofood', url: 'https://gofood.co.id/bandung/restaurant/kopi-cabang-dago-91ab2' },
  { platform: 'shopeefood', url: 'https://shopee.co.id/universal-link/now-food/shop/20123456' },
  { platform: 'google_maps', url: 'https://maps.app.goo.gl/KopiCabangDago1' },
];
const REVIEW = 'https://g.page/r/CKopiCabangDago/review';

// The store's card on the page: from its title to the end of its card.
const cardOf = (html: string, name: string) => {
  const start = html.lastIndexOf('<article class="card store-card">', html.indexOf(`>${name}</h3>`));
  return html.slice(start, html.indexOf('</article>', start));
};

describe("a store's own links", () => {
  it('refuses a link of another platform and a review link that is not Google’s, in Indonesian', async () => {
    const store = await firstStore();
    const wrong = await saveStore(store, {
      order_links: [
        { platform: 'shopee', url: 'https://gofood.co.id/bandung/restaurant/kopi-cabang-dago-91ab2' },
      ],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.message).toContain(
      'Tautan ini alamat GoFood, bukan Shopee: pilih GoFood atau tempel tautan Shopee Anda',
    );
    const review = await saveStore(store, { google_review_url: 'https://example.com/ulasan' });
    expect(review.status).toBe(422);
    expect(review.message).toContain('Tautan ini bukan tautan ulasan Google');
    expect(await firstStore()).toMatchObject({ order_links: [], google_review_url: null });
  });

  it('shows them inside that store’s card on both templates, with marks, and in its JSON-LD', async () => {
    const store = await firstStore();
    const saved = await saveStore(store, {
      name: 'Kopi Cabang Dago',
      order_links: LINKS,
      google_review_url: REVIEW,
      google_map_url: null,
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ order_links: LINKS, google_review_url: REVIEW });
    const { id } = (await site.api.get<WebSettings>('/admin/web-settings')).data;
    for (const template of ['minimalis-coffee-shop', 'classic-website']) {
      await site.api.put(`/admin/web-settings/${id}`, { template_selected: template });
      const html = await page();
      const card = cardOf(html, 'Kopi Cabang Dago');
      expect(card).toContain('<ul class="store-links" aria-label="Kopi Cabang Dago juga ada di">');
      const links = [
        ...card.matchAll(
          /<a class="store-link" href="([^"]+)" target="_blank" rel="noopener noreferrer" data-platform="([a-z_]+)"><svg class="icon icon--mark"/g,
        ),
      ];
      expect(links.map((m) => [m[2], m[1]])).toEqual(LINKS.map((l) => [l.platform, l.url]));
      expect(card).toContain(
        `href="${REVIEW}" target="_blank" rel="noopener noreferrer" data-platform="google_review">`,
      );
      expect(card).toContain('Beri ulasan di Google</a>');

      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.+?)<\/script>/s.exec(html)![1]!);
      const department = jsonLd.department.find((d: { name: string }) => d.name === 'Kopi Cabang Dago');
      expect(department.sameAs).toEqual(LINKS.map((l) => l.url));
      // Without a map link of its own, the store's Maps place is its map.
      expect(department.hasMap).toBe(LINKS[2]!.url);
    }
  });

  it('travel in a backup and in a restore point; an older backup without them still restores', async () => {
    const zip = await backupCalls(site.t, site.owner.token).exportZip();
    const target = await ownerWithSite(site.t, 'Kopi Arsip Cabang');
    expect((await backupCalls(site.t, target.token).send('import', zip)).status).toBe(200);
    const imported = (await target.api.get<Store[]>('/admin/stores')).data.find(
      (s) => s.name === 'Kopi Cabang Dago',
    );
    expect(imported).toMatchObject({ order_links: LINKS, google_review_url: REVIEW });

    // Deleted, then brought back by its restore point.
    expect((await target.api.delete(`/admin/stores/${imported!.id}`)).status).toBe(200);
    const [point] = (await target.api.get<RestorePoint[]>('/admin/data/restore-points')).data;
    expect(point).toMatchObject({ reason: 'delete' });
    expect((await target.api.post(`/admin/data/restore-points/${point!.id}/restore`, {})).status).toBe(200);
    const restored = (await publicData(site.t, target.slug)).stores.find(
      (s) => s.name === 'Kopi Cabang Dago',
    );
    expect(restored).toMatchObject({ order_links: LINKS, google_review_url: REVIEW });

    // A backup made before stores had links.
    const old = await buildZip([
      { name: 'site.json', bytes: siteJson({ stores: [{ name: 'Cabang Lama', city: 'Bandung' }] }) },
    ]);
    expect((await backupCalls(site.t, target.token).send('import', old)).status).toBe(200);
    expect((await target.api.get<Store[]>('/admin/stores')).data).toEqual([
      expect.objectContaining({ name: 'Cabang Lama', order_links: [], google_review_url: null }),
    ]);
  });
});

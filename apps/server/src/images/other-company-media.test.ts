import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testJpeg } from '../../../../tests/support/server/backup-archives';
import { type OwnerWithSite, ownerWithSite } from '../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';
import { upload } from '../../../../tests/support/server/upload';
import { namesOtherCompanysUpload } from './other-company-media';

describe('namesOtherCompanysUpload', () => {
  it.each([
    ['/media/u/7/payment/abc.png', true],
    ['/media/u/3/payment/abc.png', false],
    ['https://kopi.webku.id/media/u/7/general/abc.jpg?w=640', true],
    ['/media/%75/7/general/abc.jpg', true],
    ['/media/u/%37/general/abc.jpg', true],
    ['/media/./u/7/general/abc.jpg', true],
    ['/x/../media/u/7/general/abc.jpg', true],
    ['\\media\\u\\7\\general\\abc.jpg', true],
    ['/media/u/007/general/abc.jpg', true],
    ['<p>Lihat</p><img src="/media/u/7/news/abc.webp">', true],
    ['<img src="&#47;media&#47;u&#47;7&#47;news&#47;abc.webp">', true],
    ['<img src="/media/u/3/news/abc.webp"><img src="/media/builtin/coffee/hero.svg">', false],
    // Browsers drop tabs and line breaks anywhere in an address, written or as entities.
    ['<img src="/media/u/\t7/news/abc.webp">', true],
    ['<img src="/me\ndia/u/7/news/abc.webp">', true],
    ['<img src="/media/u/7\r/news/abc.webp">', true],
    ['<img src="/media/u/&Tab;7/news/abc.webp">', true],
    ['<img src="/media/u/&#9;7/news/abc.webp">', true],
    ['<img src="/media/u/7&NewLine;/news/abc.webp">', true],
    ['https://images.example.com/foto.jpg', false],
    ['Kopi susu gula aren 18% lebih manis', false],
  ])('%s: %s', (text, expected) => {
    expect(namesOtherCompanysUpload(text, 3)).toBe(expected);
  });
});

// Over real HTTP: every admin write of an image field refuses another company's upload.
let t: TestServer;
let a: OwnerWithSite;
let b: OwnerWithSite;
let theirs: string;
let mine: string;
beforeAll(async () => {
  t = await startTestServer();
  a = await ownerWithSite(t, 'Kopi Pinjam');
  b = await ownerWithSite(t, 'Warung Asli');
  const uploaded = async (owner: OwnerWithSite, color: string) => {
    const res = await upload(t, owner.token, '/api/admin/upload/image', [
      { bytes: await testJpeg(color, 64), name: 'foto.jpg' },
    ]);
    return ((await res.json()) as { data: { full_url: string } }).data.full_url;
  };
  theirs = await uploaded(b, '#aa3300');
  mine = await uploaded(a, '#0033aa');
}, 120_000);
afterAll(() => t?.close());

const refusal = (label: string) =>
  `${label}: gambar ini milik website lain. Pilih gambar dari galeri Anda sendiri atau unggah gambar baru.`;

describe("another company's uploads in an owner's content", () => {
  it('are refused in every image field, by path, full address or inside rich text, naming the field', async () => {
    const web = (await a.api.get<{ id: number }>('/admin/web-settings')).data;
    const [category] = (await a.api.get<{ id: number }[]>('/admin/menu/categories')).data;
    const [store] = (await a.api.get<{ id: number; name: string }[]>('/admin/stores')).data;
    const attempts: [string, string, unknown, string][] = [
      ['PUT', `/admin/web-settings/${web.id}`, { navigation_logo: theirs }, 'Logo navigasi'],
      ['PUT', `/admin/web-settings/${web.id}`, { qris_image: `${t.url}${theirs}` }, 'Gambar QRIS'],
      [
        'PUT',
        `/admin/web-settings/${web.id}`,
        { og_image: theirs.replace('/u/', '/%75/') },
        'Gambar Open Graph',
      ],
      ['PUT', '/admin/about', { text: 'Cerita kami.', image: theirs }, 'Gambar'],
      ['PUT', '/admin/hero', { logo: theirs }, 'Logo'],
      ['POST', '/admin/menu/items', { name: 'Kopi', category_id: category!.id, image: theirs }, 'Gambar'],
      ['POST', '/admin/merchandise', { name: 'Tumbler', images: [{ image_url: theirs }] }, 'URL gambar'],
      [
        'POST',
        '/admin/news',
        { title: 'Promo', content: `<p>Baru!</p><img src="${theirs}">` },
        'Isi artikel',
      ],
      [
        'POST',
        '/admin/news',
        { title: 'Promo', content: `<img src="${theirs.replace('/u/', '/u/\t')}">` },
        'Isi artikel',
      ],
      ['PUT', `/admin/stores/${store!.id}`, { name: store!.name, store_image: theirs }, 'Foto toko'],
    ];
    for (const [method, path, json, label] of attempts) {
      const res = await t.api(`/api${path}`, { method, token: a.token, json });
      const body = (await res.json()) as { message: string };
      expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(422);
      expect(body.message).toBe(refusal(label));
    }
    // Nothing of theirs was stored.
    const site = await t.api(`/api/public/${a.slug}/no-cache-data`);
    expect(await site.text()).not.toContain(theirs);
  });

  it("take the owner's own uploads as before", async () => {
    const web = (await a.api.get<{ id: number }>('/admin/web-settings')).data;
    const saved = await a.api.put<{ navigation_logo: string; qris_image: string }>(
      `/admin/web-settings/${web.id}`,
      { navigation_logo: mine, qris_image: mine },
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ navigation_logo: mine, qris_image: mine });
    const about = await a.api.put('/admin/about', { text: 'Cerita kami.', image: mine });
    expect(about.status).toBe(200);
  });
});

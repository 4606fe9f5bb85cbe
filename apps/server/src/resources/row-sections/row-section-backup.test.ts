import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AssetListing, assetListingSchema, TEMPLATES, type WebSettings } from '@webku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backupCalls,
  buildZip,
  siteJson,
  testJpeg,
} from '../../../../../tests/support/server/backup-archives';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { json, upload } from '../../../../../tests/support/server/upload';

let t: TestServer;
let dir: string;
let owner: OwnerWithSite;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'webku-rows-'));
  t = await startTestServer({ STORAGE_DIR: dir });
  owner = await ownerWithSite(t, 'Salon Melati', {}, { goods: false });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (slug: string) => (await t.api(`/${slug}`)).text();

async function uploadPhoto(o: OwnerWithSite): Promise<string> {
  const res = await upload(
    t,
    o.token,
    '/api/admin/upload/image',
    [{ bytes: await testJpeg(), name: 'teras.jpg' }],
    {
      category: 'galeri',
    },
  );
  expect(res.status).toBe(201);
  return (await json<{ data: { full_url: string } }>(res)).data.full_url;
}

describe('Kata Pelanggan and Galeri', () => {
  it('show what the owner wrote on every template, with no review markup', async () => {
    await owner.api.post('/admin/testimonials', {
      author_name: 'Bu Rina',
      quote: 'Creambath-nya enak, tempatnya bersih.',
      rating: 5,
      source: 'google',
    });
    await owner.api.post('/admin/testimonials', { author_name: 'Dewi', quote: 'Ramah dan tepat waktu.' });
    const photo = await uploadPhoto(owner);
    expect((await owner.api.post('/admin/gallery', { image: photo, caption: 'Teras depan' })).status).toBe(
      201,
    );

    const { id } = (await owner.api.get<WebSettings>('/admin/web-settings')).data;
    for (const template of TEMPLATES) {
      await owner.api.put(`/admin/web-settings/${id}`, { template_selected: template });
      const html = await page(owner.slug);
      expect(html, template).toContain('href="#kata-pelanggan">Kata Pelanggan</a>');
      expect(html, template).toContain('href="#galeri">Galeri</a>');
      expect(html, template).toContain('aria-label="5 dari 5 bintang"');
      expect(html, template).toContain('<span class="quote-source">via Google</span>');
      // No rating or review in the structured data: search engines refuse a business's reviews of itself.
      expect(html, template).not.toMatch(/"@type":"(?:Review|AggregateRating)"/);
      expect(html, template).not.toContain('aggregateRating');
      // A thumbnail with its size, lazy; its full view is an anchor target that works without JavaScript.
      expect(html, template).toMatch(
        /<img class="photo-thumb" src="\/media\/u\/\d+\/galeri\/[^"]+"[^>]*alt="Teras depan" width="480" height="480" loading="lazy"/,
      );
      expect(html, template).toMatch(/<a class="photo-open" href="#galeri-\d+">/);
      expect(html, template).toMatch(
        /<div id="galeri-\d+" class="photo-view" role="dialog" aria-label="Teras depan">/,
      );
    }
  });

  it('the image library says where a gallery photo is used', async () => {
    const res = await t.api('/api/admin/upload/images/list', { token: owner.token });
    const listing: AssetListing = assetListingSchema.parse((await json<{ data: unknown }>(res)).data);
    const image = Object.values(listing.images)
      .flat()
      .find((i) => i.original_name === 'teras.jpg');
    expect(image?.used_in).toEqual([{ place: 'section', name: 'Galeri “Teras depan”' }]);
  });

  it('travel in a backup to another company, photo included, and an older backup without them still imports', async () => {
    const zip = await backupCalls(t, owner.token).exportZip();
    const target = await ownerWithSite(t, 'Salon Kenanga', {}, { goods: false });
    const calls = backupCalls(t, target.token);
    expect((await calls.send('import', zip)).status).toBe(200);
    const rows = (await target.api.get<{ author_name: string }[]>('/admin/testimonials')).data;
    expect(rows.map((r) => r.author_name)).toEqual(['Bu Rina', 'Dewi']);
    const [photo] = (await target.api.get<{ image: string; caption: string }[]>('/admin/gallery')).data;
    expect(photo?.caption).toBe('Teras depan');
    expect(photo?.image).toMatch(new RegExp(`^/media/u/${target.companyId}/galeri/`));
    expect((await t.api(photo!.image)).status).toBe(200);

    expect(
      (await calls.send('import', await buildZip([{ name: 'site.json', bytes: siteJson() }]))).status,
    ).toBe(200);
    expect((await target.api.get('/admin/testimonials')).data).toEqual([]);
    expect(await page(target.slug)).not.toContain('id="kata-pelanggan"');
  });

  it('a backup row that breaks a field rule is refused, naming the section and the field', async () => {
    const bad = siteJson({
      row_sections: {
        testimonials: { settings: null, rows: [{ author_name: 'A', quote: 'B', rating: 'lima' }] },
      },
    });
    const res = await backupCalls(t, owner.token).send(
      'import',
      await buildZip([{ name: 'site.json', bytes: bad }]),
    );
    expect(res.status).toBe(422);
    expect(res.message).toContain('Kata Pelanggan');
  });
});

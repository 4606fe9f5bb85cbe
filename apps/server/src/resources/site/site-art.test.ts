import type { Store, Template, WebSettings } from '@webku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OwnerWithSite,
  ownerWithSite,
  SETUP_BODY,
} from '../../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { shareImageVersion } from '../media/share-image.routes';

const TEMPLATES: Template[] = ['classic-website', 'minimalis-coffee-shop', 'layanan-jasa', 'katalog-toko'];

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const page = async (owner: OwnerWithSite) => (await t.api(`/${owner.slug}`)).text();

// The sets of built-in pictures a page shows (`/media/builtin/<set>/…`), wherever they appear.
const pictureSets = (html: string) =>
  new Set([...html.matchAll(/\/media\/builtin\/([a-z-]+)\//g)].map((m) => m[1]));

// The owner deletes the hero image and the photos of the stores, as from the admin.
async function removePhotos(owner: OwnerWithSite) {
  expect((await owner.api.put('/admin/hero', { background_image: null })).status).toBe(200);
  for (const store of (await owner.api.get<Store[]>('/admin/stores')).data) {
    expect((await owner.api.put(`/admin/stores/${store.id}`, { ...store, store_image: null })).status).toBe(
      200,
    );
  }
}

describe('built-in pictures follow the kind of business, never the template', () => {
  it('shows a caterer on the services template food, also after the hero image is deleted and the template changed', async () => {
    const owner = await ownerWithSite(
      t,
      'Dapur Bu Sri',
      {
        ...SETUP_BODY,
        business_type: 'Catering',
        template_selected: 'layanan-jasa',
        short_description: 'Catering nasi kotak dan tumpeng untuk acara kantor di Bekasi.',
      },
      { goods: false },
    );
    await removePhotos(owner);
    const web = (await owner.api.get<WebSettings>('/admin/web-settings')).data;
    expect((await owner.api.put(`/admin/web-settings/${web.id}`, { og_image: null })).status).toBe(200);

    const html = await page(owner);
    expect(html).toMatch(/\/media\/builtin\/restaurant\/hero\b/);
    expect(pictureSets(html)).toEqual(new Set(['restaurant']));
    // The shared link's picture is drawn from the caterer's hero too (its version names its sources).
    const version = shareImageVersion(['/media/builtin/restaurant/hero.svg']);
    expect(html).toContain(`/media/og/${owner.companyId}.jpg?v=${version}`);
    const share = await t.api(`/media/og/${owner.companyId}.jpg?v=${version}`);
    expect(share.status).toBe(200);
    expect(share.headers.get('etag')).toBe(`"og-${owner.companyId}-${version}"`);

    for (const template of ['classic-website', 'katalog-toko'] as const) {
      expect(
        (await owner.api.put(`/admin/web-settings/${web.id}`, { template_selected: template })).status,
      ).toBe(200);
      expect(pictureSets(await page(owner))).toEqual(new Set(['restaurant']));
    }
  });

  it.each(TEMPLATES)(
    'shows a motorbike rental vehicles on the %s template, with and without its photos',
    async (template) => {
      const owner = await ownerWithSite(
        t,
        `Lombok Scooter ${TEMPLATES.indexOf(template) + 1}`,
        {
          ...SETUP_BODY,
          business_type: 'Rental motor',
          template_selected: template,
          short_description: 'Sewa Scoopy dan NMAX harian di Senggigi, Lombok.',
        },
        { goods: false },
      );
      expect(pictureSets(await page(owner))).toEqual(new Set(['rental']));
      await removePhotos(owner);
      const html = await page(owner);
      expect(html).toMatch(/\/media\/builtin\/rental\/hero\b/);
      expect(pictureSets(html)).toEqual(new Set(['rental']));
    },
  );
});

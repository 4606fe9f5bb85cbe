import type { MenuItem, Store, WebSettings } from '@webku/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  expectRejected,
  ownerWithSite,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';

// The default site (Bandung) runs on WIB; a site is given its own zone from its stores' city until the
// owner picks one, and its opening badge, "Habis" reset and dates follow that zone.
const site = useOwnerWithSite();
afterEach(() => {
  vi.useRealTimers();
});

type Owner = Awaited<ReturnType<typeof ownerWithSite>>;
const settingsOf = async (owner: Owner) => (await owner.api.get<WebSettings>('/admin/web-settings')).data;
const storesOf = async (owner: Owner) => (await owner.api.get<Store[]>('/admin/stores')).data;
const setCity = async (owner: Owner, store: Store, city: string) => {
  const { id: _id, ...fields } = store;
  return owner.api.put<Store>(`/admin/stores/${store.id}`, { ...fields, city });
};
const homePage = async (owner: Owner) => (await site.t.api(`/${owner.slug}`)).text();

describe("the site's time zone", () => {
  it('is WIB for a site in Bandung, and never shown to visitors as chosen or not', async () => {
    expect(await settingsOf(site.owner)).toMatchObject({
      time_zone: 'Asia/Jakarta',
      time_zone_chosen: false,
    });
    const payload = await publicData(site.t, site.owner.slug);
    expect(payload.web_settings?.time_zone).toBe('Asia/Jakarta');
    expect(payload.web_settings).not.toHaveProperty('time_zone_chosen');
  });

  it('is proposed from the city when the site is generated: Bali is WITA', async () => {
    const bali = await ownerWithSite(site.t, 'Kopi Canggu', {
      short_description: 'Kedai kopi dan sarapan di Canggu, Bali.',
    });
    expect((await storesOf(bali))[0]?.city).toBe('Canggu, Bali');
    expect(await settingsOf(bali)).toMatchObject({ time_zone: 'Asia/Makassar', time_zone_chosen: false });
  });

  it("follows the first store's city until the owner picks one, then stays as picked", async () => {
    const owner = await ownerWithSite(site.t, 'Kopi Pindah');
    const [first] = await storesOf(owner);
    await setCity(owner, first!, 'Jayapura');
    expect((await settingsOf(owner)).time_zone).toBe('Asia/Jayapura');
    expect((await publicData(site.t, owner.slug)).web_settings?.time_zone).toBe('Asia/Jayapura');
    // A city nobody knows leaves the zone as it is.
    await setCity(owner, first!, 'Desa Sukamaju');
    expect((await settingsOf(owner)).time_zone).toBe('Asia/Jayapura');

    const { id } = await settingsOf(owner);
    const picked = await owner.api.put<WebSettings>(`/admin/web-settings/${id}`, {
      time_zone: 'Asia/Jakarta',
    });
    expect(picked.data).toMatchObject({ time_zone: 'Asia/Jakarta', time_zone_chosen: true });
    await setCity(owner, first!, 'Denpasar');
    expect((await settingsOf(owner)).time_zone).toBe('Asia/Jakarta');
    // Saving other settings keeps the owner's pick.
    await owner.api.put(`/admin/web-settings/${id}`, { website_title: 'Kopi Pindah' });
    expect(await settingsOf(owner)).toMatchObject({ time_zone: 'Asia/Jakarta', time_zone_chosen: true });
  });

  it.each([['Europe/Paris'], ['WITA'], [7], ['']])('refuses %j with 422 naming the zones', async (zone) => {
    const { id } = await settingsOf(site.owner);
    const res = await site.api.put(`/admin/web-settings/${id}`, { time_zone: zone });
    expectRejected(res, 'time_zone');
    expect(res.message).toContain('Asia/Makassar (WITA)');
  });

  it.each([
    // 20:00 WITA on 24 November; the next morning is 06:00 WITA on the 25th (22:00 UTC on the 24th).
    ['Bali (WITA)', 'Denpasar', 'Asia/Makassar', 480, '2026-11-24T12:00:00Z', '2026-11-24T22:00:00Z'],
    // 20:00 WIT; the next morning is 06:00 WIT (21:00 UTC), while Jakarta is at 04:00.
    ['Papua (WIT)', 'Jayapura', 'Asia/Jayapura', 540, '2026-11-24T11:00:00Z', '2026-11-24T21:00:00Z'],
  ])(
    'a site in %s: "Habis" comes back at 06:00 of its zone, and the page reads hours in it',
    async (_, city, zone, offset, tapped, morning) => {
      const owner = await ownerWithSite(site.t, `Kopi ${city}`);
      const [first] = await storesOf(owner);
      const hours = [
        { day_of_week: 'monday', opening_time: '07:00', closing_time: '21:00', is_closed: false },
      ];
      const { id: _id, ...fields } = first!;
      await owner.api.put(`/admin/stores/${first!.id}`, { ...fields, city, opening_hours: hours });
      expect((await settingsOf(owner)).time_zone).toBe(zone);
      const html = await homePage(owner);
      expect(html).toContain(`data-utc-offset="${offset}"`);
      expect(html).not.toContain('data-utc-offset="420"');

      const item = (await owner.api.get<MenuItem[]>('/admin/menu/items')).data.find((i) => i.is_active)!;
      const isSoldOut = async () =>
        (await publicData(site.t, owner.slug)).menu_categories
          .flatMap((c) => c.menu_items)
          .find((i) => i.id === item.id)?.sold_out;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(tapped));
      const res = await owner.api.put<MenuItem>(`/admin/menu/items/${item.id}/sold-out`, {
        sold_out: true,
        until_next_morning: true,
      });
      expect(res.data.sold_out_until).toBe(new Date(morning).toISOString());
      vi.setSystemTime(new Date(Date.parse(morning) - 1_000));
      expect(await isSoldOut()).toBe(true);
      expect(await homePage(owner)).toContain('class="sold-out-tag"');
      vi.setSystemTime(new Date(morning));
      expect(await isSoldOut()).toBe(false);
      expect(await homePage(owner)).not.toContain('class="sold-out-tag"');
    },
  );
});

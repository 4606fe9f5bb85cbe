import type { MenuItem, MerchandiseItem, PublicPayload } from '@webku/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backupCalls, buildZip, siteJson } from '../../../../../tests/support/server/backup-archives';
import {
  expectRejected,
  ownerWithSite,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';

const site = useOwnerWithSite();
let item: MenuItem;
let merch: MerchandiseItem;
beforeAll(async () => {
  const { id } = (await site.api.get<{ id: number }>('/admin/web-settings')).data;
  await site.api.put(`/admin/web-settings/${id}`, { whatsapp_number: '081234567890' });
  item = (await site.api.get<MenuItem[]>('/admin/menu/items')).data.find((i) => i.is_active)!;
  merch = (
    await site.api.post<MerchandiseItem>('/admin/merchandise', { name: 'Tumbler Senja', price: 95000 })
  ).data;
});
afterEach(() => {
  vi.useRealTimers();
});

const setSoldOut = (path: string, body: unknown) => site.api.put<MenuItem>(`${path}/sold-out`, body);
const publicItem = (payload: PublicPayload, id: number) =>
  payload.menu_categories.flatMap((c) => c.menu_items).find((i) => i.id === id);
const homePage = async () => (await site.t.api(`/${site.owner.slug}`)).text();
// How many 'Pesan' links the page has for the item (the card's and its dialog's).
const orderLinks = (html: string, key: string) => html.split(`data-order-add="${key}"`).length - 1;

describe('"Habis" (sold out)', () => {
  it('a new item is on sale', () => {
    expect(item).toMatchObject({ sold_out: false, sold_out_until: null });
    expect(merch).toMatchObject({ sold_out: false, sold_out_until: null });
  });

  it('marks a menu item sold out until switched back: public payload, page and the order', async () => {
    expect(orderLinks(await homePage(), `menu-${item.id}`)).toBeGreaterThan(0);
    const res = await setSoldOut(`/admin/menu/items/${item.id}`, { sold_out: true });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: item.id, name: item.name, sold_out: true, sold_out_until: null });
    expect(publicItem(await publicData(site.t, site.owner.slug), item.id)).toMatchObject({ sold_out: true });
    const html = await homePage();
    expect(html).toContain('<span class="sold-out-tag">Habis</span>');
    expect(orderLinks(html, `menu-${item.id}`)).toBe(0);

    const back = await setSoldOut(`/admin/menu/items/${item.id}`, { sold_out: false });
    expect(back.data).toMatchObject({ sold_out: false, sold_out_until: null });
    expect(publicItem(await publicData(site.t, site.owner.slug), item.id)?.sold_out).toBe(false);
    expect(orderLinks(await homePage(), `menu-${item.id}`)).toBeGreaterThan(0);
  });

  it('a full edit of the item keeps its "Habis"', async () => {
    await setSoldOut(`/admin/menu/items/${item.id}`, { sold_out: true });
    const { sold_out: _s, sold_out_until: _u, ...fields } = item;
    const edited = await site.api.put<MenuItem>(`/admin/menu/items/${item.id}`, { ...fields, price: 21000 });
    expect(edited.data).toMatchObject({ price: 21000, sold_out: true });
    await setSoldOut(`/admin/menu/items/${item.id}`, { sold_out: false });
  });

  it('is back on sale at 06:00 WIB the next morning, with no write, through the cached payload and page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 20:00 WIB on 24 November; the next morning is 06:00 WIB on the 25th (23:00 UTC on the 24th).
    vi.setSystemTime(new Date('2026-11-24T13:00:00Z'));
    const res = await setSoldOut(`/admin/menu/items/${item.id}`, {
      sold_out: true,
      until_next_morning: true,
    });
    expect(res.data).toMatchObject({ sold_out: true, sold_out_until: '2026-11-24T23:00:00.000Z' });
    const merchRes = await setSoldOut(`/admin/merchandise/${merch.id}`, {
      sold_out: true,
      until_next_morning: true,
    });
    expect(merchRes.data).toMatchObject({ sold_out: true, sold_out_until: '2026-11-24T23:00:00.000Z' });
    expect(publicItem(await publicData(site.t, site.owner.slug), item.id)?.sold_out).toBe(true);
    expect(orderLinks(await homePage(), `menu-${item.id}`)).toBe(0);

    vi.setSystemTime(new Date('2026-11-24T22:59:59Z'));
    expect(publicItem(await publicData(site.t, site.owner.slug), item.id)?.sold_out).toBe(true);
    expect(orderLinks(await homePage(), `menu-${item.id}`)).toBe(0);

    vi.setSystemTime(new Date('2026-11-24T23:00:00Z'));
    const payload = await publicData(site.t, site.owner.slug);
    expect(publicItem(payload, item.id)).toMatchObject({ sold_out: false, sold_out_until: null });
    expect(payload.merchandise_items.find((m) => m.id === merch.id)?.sold_out).toBe(false);
    const html = await homePage();
    expect(html).not.toContain('class="sold-out-tag"');
    expect(orderLinks(html, `menu-${item.id}`)).toBeGreaterThan(0);
    const admin = (await site.api.get<MenuItem[]>('/admin/menu/items')).data.find((i) => i.id === item.id);
    expect(admin).toMatchObject({ sold_out: false, sold_out_until: null });
  });

  it('set after midnight, it comes back at 06:00 the same morning', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T19:30:00Z')); // 02:30 WIB on the 25th
    const res = await setSoldOut(`/admin/merchandise/${merch.id}`, {
      sold_out: true,
      until_next_morning: true,
    });
    expect(res.data.sold_out_until).toBe('2026-11-24T23:00:00.000Z');
    await setSoldOut(`/admin/merchandise/${merch.id}`, { sold_out: false });
  });

  it('greys a merchandise item on the page without an order link', async () => {
    await setSoldOut(`/admin/merchandise/${merch.id}`, { sold_out: true });
    const html = await homePage();
    expect(html).toMatch(/class="card product-card is-sold-out"[^>]*href="#merchandise-\d+"/);
    expect(orderLinks(html, `merchandise-${merch.id}`)).toBe(0);
    await setSoldOut(`/admin/merchandise/${merch.id}`, { sold_out: false });
  });

  it.each([
    ['sold_out', { sold_out: 'ya' }],
    ['sold_out', {}],
    ['until_next_morning', { sold_out: true, until_next_morning: 1 }],
  ])('refuses a bad %s with 422 naming the field', async (field, body) => {
    expectRejected(await setSoldOut(`/admin/menu/items/${item.id}`, body), field);
  });

  it("another company's item is not found", async () => {
    const other = await ownerWithSite(site.t, 'Roti Pagi');
    expect((await other.api.put(`/admin/menu/items/${item.id}/sold-out`, { sold_out: true })).status).toBe(
      404,
    );
    expect((await other.api.put(`/admin/merchandise/${merch.id}/sold-out`, { sold_out: true })).status).toBe(
      404,
    );
    expect(
      (await site.api.get<MenuItem[]>('/admin/menu/items')).data.find((i) => i.id === item.id)?.sold_out,
    ).toBe(false);
  });

  it('a backup keeps "Habis"; a backup from before it restores every item on sale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T13:00:00Z'));
    await setSoldOut(`/admin/menu/items/${item.id}`, { sold_out: true });
    await setSoldOut(`/admin/merchandise/${merch.id}`, { sold_out: true, until_next_morning: true });
    const zip = await backupCalls(site.t, site.owner.token).exportZip();
    const target = await ownerWithSite(site.t, 'Warung Arsip');
    expect((await backupCalls(site.t, target.token).send('import', zip)).status).toBe(200);
    const items = (await target.api.get<MenuItem[]>('/admin/menu/items')).data;
    expect(items.filter((i) => i.sold_out).map((i) => i.name)).toEqual([item.name]);
    const merchandise = (await target.api.get<MerchandiseItem[]>('/admin/merchandise')).data;
    expect(merchandise.find((m) => m.name === merch.name)).toMatchObject({
      sold_out: true,
      sold_out_until: '2026-11-24T23:00:00.000Z',
    });

    const old = await buildZip([{ name: 'site.json', bytes: siteJson() }]);
    expect((await backupCalls(site.t, target.token).send('import', old)).status).toBe(200);
    const restored = (await target.api.get<MenuItem[]>('/admin/menu/items')).data;
    expect(restored).toEqual([
      expect.objectContaining({ name: 'Es Kopi', sold_out: false, sold_out_until: null }),
    ]);
    const points = (await target.api.get<{ id: number; reason: string }[]>('/admin/data/restore-points'))
      .data;
    // The second import's point holds what the first one brought in.
    const point = Math.max(...points.filter((p) => p.reason === 'import').map((p) => p.id));
    expect((await target.api.post(`/admin/data/restore-points/${point}/restore`, {})).status).toBe(200);
    const back = (await target.api.get<MerchandiseItem[]>('/admin/merchandise')).data;
    expect(back.find((m) => m.name === merch.name)?.sold_out).toBe(true);
  });
});

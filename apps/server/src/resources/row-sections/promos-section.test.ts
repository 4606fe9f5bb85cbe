import type { RestorePoint } from '@webku/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ApiResult,
  ownerWithSite,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';
import { addMember } from '../../../../../tests/support/server/team';

const site = useOwnerWithSite('Kopi Senja Bali');

type Promo = {
  id: number;
  title: string;
  text: string;
  image: string;
  price: number | null;
  ends_on: string | null;
  is_active: boolean;
};
const page = async () => (await site.t.api(`/${site.owner.slug}`)).text();
const promoRows = async () => (await publicData(site.t, site.owner.slug)).row_sections.promos?.rows ?? [];
const endOfYear = {
  title: 'Diskon Akhir Tahun',
  text: 'Semua kopi susu potong harga selama Desember.',
  image: '/media/builtin/coffee/hero.svg',
  price: '25.000',
  ends_on: '2026-11-30',
};

function expectNamed(res: ApiResult<unknown>, label: string) {
  expect(res.status).toBe(422);
  expect(res.message).toContain(label);
}

beforeAll(async () => {
  const { id } = (await site.api.get<{ id: number }>('/admin/web-settings')).data;
  // The site is in Bali: its days are WITA's.
  await site.api.put(`/admin/web-settings/${id}`, { time_zone: 'Asia/Makassar' });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Promo over the API and on the page', () => {
  it('is empty on a generated site, and hidden until the owner adds a promo', async () => {
    expect((await site.api.get('/admin/promos')).data).toEqual([]);
    expect(await page()).not.toContain('id="promo"');
    expect((await publicData(site.t, site.owner.slug)).row_sections).not.toHaveProperty('promos');
  });

  it('takes a rupiah price and a last day, and shows them on the card', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T04:00:00Z'));
    const created = await site.api.post<Promo>('/admin/promos', endOfYear);
    expect(created).toMatchObject({
      status: 201,
      data: { ...endOfYear, price: 25000, is_active: true },
    });
    const html = await page();
    expect(html).toContain('<section id="promo"');
    expect(html).toContain('href="#promo">Promo</a>');
    expect(html).toContain('<h3 class="promo-title">Diskon Akhir Tahun</h3>');
    expect(html).toContain('<span class="promo-price">Rp 25.000</span>');
    expect(html).toContain('Berlaku sampai <time dateTime="2026-11-30">30 November</time>');
    // Before the menu, where its definition places it.
    expect(html.indexOf('id="promo"')).toBeLessThan(html.indexOf('<section id="menu"'));

    // Without a price or a last day, the card says neither.
    const plain = await site.api.post<Promo>('/admin/promos', {
      ...endOfYear,
      title: 'Gratis Kue',
      price: '',
      ends_on: '',
    });
    expect(plain.data).toMatchObject({ price: null, ends_on: null });
    const [, second] = (await page()).split('Gratis Kue');
    expect(second!.slice(0, second!.indexOf('</li>'))).not.toMatch(/promo-price|promo-until/);
    await site.api.delete(`/admin/promos/${plain.data.id}`);
  });

  it('refuses a promo without its words or picture, or with a day that does not exist, naming the field', async () => {
    expectNamed(await site.api.post('/admin/promos', { ...endOfYear, title: ' ' }), 'Judul');
    expectNamed(await site.api.post('/admin/promos', { ...endOfYear, text: '' }), 'Keterangan');
    expectNamed(await site.api.post('/admin/promos', { ...endOfYear, image: '' }), 'Gambar');
    expectNamed(await site.api.post('/admin/promos', { ...endOfYear, price: 'murah' }), 'Harga');
    expectNamed(
      await site.api.post('/admin/promos', { ...endOfYear, ends_on: '2026-02-30' }),
      'Berlaku sampai',
    );
    expect((await site.api.get<Promo[]>('/admin/promos')).data).toHaveLength(1);
  });

  it('shows through 23:59 WITA of its last day and is gone at 00:00 WITA, from the cached payload and page, without a save', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:59 WITA on 30 November (15:59 UTC): the payload and the page are made and cached.
    vi.setSystemTime(new Date('2026-11-30T15:59:00Z'));
    expect((await promoRows()).map((row) => row.title)).toEqual(['Diskon Akhir Tahun']);
    expect(await page()).toContain('Diskon Akhir Tahun');
    // 00:00 WITA on 1 December (16:00 UTC; still 30 November in WIB). Nothing was written since.
    vi.setSystemTime(new Date('2026-11-30T16:00:00Z'));
    expect(await promoRows()).toEqual([]);
    const html = await page();
    expect(html).not.toContain('Diskon Akhir Tahun');
    expect(html).not.toContain('href="#promo"');
    // The owner still has it, to move its day or delete it.
    expect((await site.api.get<Promo[]>('/admin/promos')).data.map((row) => row.title)).toEqual([
      'Diskon Akhir Tahun',
    ]);
  });

  it('a new last day brings it back; the section can be switched off and on', async () => {
    const [promo] = (await site.api.get<Promo[]>('/admin/promos')).data;
    const moved = await site.api.put<Promo>(`/admin/promos/${promo!.id}`, { ends_on: '2099-12-31' });
    expect(moved.data.ends_on).toBe('2099-12-31');
    expect(await page()).toContain('Diskon Akhir Tahun');
    expect((await site.api.put('/admin/promos/settings', { is_active: false })).status).toBe(200);
    expect((await site.api.get<{ is_active: boolean }>('/admin/promos/settings')).data.is_active).toBe(false);
    expect(await page()).not.toContain('id="promo"');
    await site.api.put('/admin/promos/settings', { is_active: true });
    expect(await page()).toContain('id="promo"');
  });

  it('says its price and last day in the page’s language, with the owner’s translation', async () => {
    const { id } = (await site.api.get<{ id: number }>('/admin/web-settings')).data;
    await site.api.put(`/admin/web-settings/${id}`, { second_language: 'english' });
    const [promo] = (await site.api.get<Promo[]>('/admin/promos')).data;
    await site.api.put(`/admin/promos/${promo!.id}`, {
      translations: { english: { title: 'Year-end Discount' } },
    });
    const english = await (await site.t.api(`/${site.owner.slug}/en`)).text();
    expect(english).toContain('href="#promo">Promotions</a>');
    expect(english).toContain('<h3 class="promo-title">Year-end Discount</h3>');
    expect(english).toContain('Valid until <time dateTime="2099-12-31">31 December</time>');
    expect(english).toContain('<span class="promo-price">Rp 25.000</span>');
    expect(await page()).toContain('Berlaku sampai <time dateTime="2099-12-31">31 Desember</time>');
    await site.api.put(`/admin/web-settings/${id}`, { second_language: null });
  });

  it('a manager edits promos, a cashier may not, and another company finds none', async () => {
    const manager = await addMember(site.t, site.owner, 'manager');
    const added = await manager.api.post<Promo>('/admin/promos', { ...endOfYear, title: 'Paket Hemat' });
    expect(added.status).toBe(201);
    const cashier = await addMember(site.t, site.owner, 'cashier');
    expect((await cashier.api.get('/admin/promos')).status).toBe(403);
    expect((await cashier.api.post('/admin/promos', endOfYear)).status).toBe(403);
    expect((await cashier.api.put(`/admin/promos/${added.data.id}`, { title: 'Diubah' })).status).toBe(403);
    expect((await cashier.api.delete(`/admin/promos/${added.data.id}`)).status).toBe(403);
    expect((await cashier.api.put('/admin/promos/settings', { is_active: false })).status).toBe(403);
    const other = await ownerWithSite(site.t, 'Kopi Lain', {}, { goods: false });
    expect((await other.api.put(`/admin/promos/${added.data.id}`, { title: 'Diubah' })).status).toBe(404);
    expect((await other.api.get('/admin/promos')).data).toEqual([]);
  });

  it('a delete keeps a restore point naming the promo, and restoring brings it back', async () => {
    const promo = (await site.api.get<Promo[]>('/admin/promos')).data.find((p) => p.title === 'Paket Hemat');
    expect((await site.api.delete(`/admin/promos/${promo!.id}`)).status).toBe(200);
    const [point] = (await site.api.get<RestorePoint[]>('/admin/data/restore-points')).data;
    expect(point).toMatchObject({ reason: 'delete', detail: 'promo “Paket Hemat”' });
    expect((await site.api.post(`/admin/data/restore-points/${point!.id}/restore`, {})).status).toBe(200);
    const back = (await site.api.get<Promo[]>('/admin/promos')).data.find((p) => p.title === 'Paket Hemat');
    expect(back).toMatchObject({ price: 25000, ends_on: '2026-11-30', image: endOfYear.image });
  });
});

import type { MenuCategory, MenuItem } from '@webku/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectRejected,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';

const site = useOwnerWithSite();
let categoryId: number;
beforeAll(async () => {
  categoryId = (await site.api.get<MenuCategory[]>('/admin/menu/categories')).data[0]!.id;
});

const listItems = async () => (await site.api.get<MenuItem[]>('/admin/menu/items')).data;
const createItem = (body: Record<string, unknown>) =>
  site.api.post<MenuItem>('/admin/menu/items', { category_id: categoryId, ...body });

describe('admin menu items', () => {
  it('lists all items of the company in display order', async () => {
    const items = await listItems();
    // The generated menu: the owner's two drinks and the coffee shop's others.
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items[0]).not.toHaveProperty('company_id');
    const orders = items.map((i) => i.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('creates an item active, not flagged, at the end of the list (length + 1)', async () => {
    const count = (await listItems()).length;
    const res = await createItem({ name: 'Kopi Pandan', price: '28000', description: 'Dingin' });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      name: 'Kopi Pandan',
      price: 28000,
      category_id: categoryId,
      is_active: true,
      is_best_seller: false,
      is_recommended: false,
      display_order: count + 1,
    });
  });

  it.each([
    ['abc', 0],
    ['', 0],
    [-5, 0],
    ['15000.555', 15000.56],
    [12500, 12500],
  ])('coerces price %j to %j', async (price, expected) => {
    expect((await createItem({ name: 'Harga', price })).data.price).toBe(expected);
  });

  it('coerces an invalid display_order to 1', async () => {
    expect((await createItem({ name: 'Urutan', display_order: 'x' })).data.display_order).toBe(1);
  });

  it.each([
    ['name', { name: '   ' }],
    ['category_id', { name: 'Tanpa Kategori', category_id: undefined }],
    ['image', { name: 'Gambar', image: 'javascript:alert(1)' }],
    ['is_best_seller', { name: 'Flag', is_best_seller: 'true' }],
    ['description', { name: 'Panjang', description: 'x'.repeat(5000) }],
  ])('rejects a bad %s with 422 naming the field', async (field, body) => {
    expectRejected(await createItem(body), field);
  });

  it.each([
    [{ name: 'x'.repeat(121) }, 'Nama maksimal 120 karakter'],
    [{ name: '' }, 'Nama wajib diisi'],
    [{ name: 'Kopi', is_active: 'ya' }, 'Status aktif harus ya atau tidak'],
    [{ name: 'Kopi', display_order: 1.5, category_id: 'x' }, 'Kategori wajib diisi'],
  ])('answers %j with the Indonesian message %j', async (body, message) => {
    expect(await createItem(body)).toMatchObject({ status: 422, message });
  });

  it('answers 404 Kategori tidak ditemukan when the category does not exist', async () => {
    const res = await createItem({ name: 'Yatim', category_id: 987654 });
    expect(res).toMatchObject({ status: 404, message: 'Kategori tidak ditemukan' });
  });

  it('answers an id beyond the integer column with 422 or 404, never a database error', async () => {
    for (const category_id of [99_999_999_999, 2_147_483_648, '99999999999']) {
      const res = await createItem({ name: 'Id Raksasa', category_id });
      expect(res.status, String(category_id)).toBe(422);
      expect(res.message).toBe('Kategori tidak valid: isi dengan id bilangan bulat antara 1 dan 2147483647');
    }
    const merch = await site.api.post('/admin/merchandise', {
      name: 'Kaos',
      images: [{ id: 99_999_999_999, image_url: '/media/builtin/coffee/hero.svg' }],
    });
    expect(merch.status).toBe(422);
    expect(merch.message).toContain('ID gambar galeri tidak valid');
    const huge = '/admin/menu/items/99999999999';
    expect(await site.api.put(huge, { name: 'X', category_id: categoryId })).toMatchObject({ status: 404 });
    expect(await site.api.delete(huge)).toMatchObject({ status: 404 });
    expect(await site.api.delete('/admin/menu/categories/99999999999')).toMatchObject({ status: 404 });
  });

  it('updates and deletes an item, moving it between the owner’s categories', async () => {
    const categories = (await site.api.get<MenuCategory[]>('/admin/menu/categories')).data;
    const created = (await createItem({ name: 'Roti Srikaya', price: 18000 })).data;
    const other = categories[1]!.id;
    const updated = await site.api.put<MenuItem>(`/admin/menu/items/${created.id}`, {
      name: 'Roti Srikaya Pandan',
      category_id: other,
      is_best_seller: true,
    });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({
      id: created.id,
      name: 'Roti Srikaya Pandan',
      price: 18000,
      category_id: other,
      is_best_seller: true,
    });
    const deleted = await site.api.delete<MenuItem>(`/admin/menu/items/${created.id}`);
    expect(deleted).toMatchObject({ status: 200, data: { id: created.id } });
    expect((await listItems()).map((i) => i.id)).not.toContain(created.id);
    expect(await site.api.delete(`/admin/menu/items/${created.id}`)).toMatchObject({
      status: 404,
      message: 'Item menu tidak ditemukan',
    });
  });

  it('shows every item write on the cached public site at once', async () => {
    const itemsOnSite = async () =>
      (await publicData(site.t, site.owner.slug)).menu_categories.flatMap((c) => c.menu_items);
    await itemsOnSite();
    const created = (await createItem({ name: 'Es Kopi Aren', price: 22000 })).data;
    expect((await itemsOnSite()).find((i) => i.id === created.id)?.price).toBe(22000);
    await site.api.put(`/admin/menu/items/${created.id}`, { ...created, price: 25000 });
    expect((await itemsOnSite()).find((i) => i.id === created.id)?.price).toBe(25000);
    await site.api.put(`/admin/menu/items/${created.id}`, { ...created, is_active: false });
    expect((await itemsOnSite()).map((i) => i.id)).not.toContain(created.id);
    await site.api.delete(`/admin/menu/items/${created.id}`);
    expect((await listItems()).map((i) => i.id)).not.toContain(created.id);
  });
});

import type { MenuCategory, MenuItem } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import {
  expectRejected,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';

const site = useOwnerWithSite();

const listCategories = async () => (await site.api.get<MenuCategory[]>('/admin/menu/categories')).data;
const createCategory = (body: Record<string, unknown>) =>
  site.api.post<MenuCategory>('/admin/menu/categories', body);

describe('admin menu categories', () => {
  it('lists every category with its items in display order, inactive ones included', async () => {
    const before = await listCategories();
    const first = before[0];
    await site.api.put(`/admin/menu/categories/${first!.id}`, { name: first!.name, is_active: false });
    const item = first!.menu_items[0]!;
    await site.api.put(`/admin/menu/items/${item.id}`, { ...item, is_active: false, display_order: 99 });

    const categories = await listCategories();
    expect(categories).toHaveLength(before.length);
    const again = categories.find((c) => c.id === first!.id)!;
    expect(again.is_active).toBe(false);
    expect(again.menu_items).toHaveLength(first!.menu_items.length);
    expect(again.menu_items.at(-1)).toMatchObject({ id: item.id, is_active: false, display_order: 99 });
    const orders = again.menu_items.map((i) => i.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('creates a category active, at the end of the list, with a slug derived from the name', async () => {
    const count = (await listCategories()).length;
    const res = await createCategory({ name: '  Kopi Susu Spesial! ' });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      name: 'Kopi Susu Spesial!',
      slug: 'kopi-susu-spesial',
      is_active: true,
      display_order: count + 1,
      image: null,
      menu_items: [],
    });
    expect(res.data).not.toHaveProperty('company_id');
  });

  it('keeps a slug the owner typed and derives one when it is sent empty', async () => {
    expect((await createCategory({ name: 'Teh', slug: 'teh-pilihan' })).data.slug).toBe('teh-pilihan');
    expect((await createCategory({ name: 'Roti Bakar', slug: '' })).data.slug).toBe('roti-bakar');
    expect((await createCategory({ name: 'Café Latte', slug: null })).data.slug).toBe('cafe-latte');
  });

  it('answers 409 naming the slug when the company already has it', async () => {
    await createCategory({ name: 'Minuman Dingin' });
    const res = await createCategory({ name: 'Minuman  dingin' });
    expect(res.status).toBe(409);
    expect(res.message).toBe("Slug 'minuman-dingin' sudah dipakai kategori lain, pilih slug lain");
  });

  it('updates a category: an omitted slug stays, an empty one follows the new name', async () => {
    const created = (await createCategory({ name: 'Gorengan' })).data;
    const renamed = await site.api.put<MenuCategory>(`/admin/menu/categories/${created.id}`, {
      name: 'Gorengan Sore',
      display_order: 3,
      image: 'https://images.example.id/gorengan.jpg',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.data).toMatchObject({ name: 'Gorengan Sore', slug: 'gorengan', display_order: 3 });
    const reslugged = await site.api.put<MenuCategory>(`/admin/menu/categories/${created.id}`, {
      name: 'Gorengan Sore',
      slug: '',
    });
    expect(reslugged.data.slug).toBe('gorengan-sore');
  });

  it.each([
    ['name', { name: '' }],
    ['name', { slug: 'tanpa-nama' }],
    ['slug', { name: 'Kopi', slug: 'Bukan Slug' }],
    ['image', { name: 'Kopi', image: 'javascript:alert(1)' }],
    ['is_active', { name: 'Kopi', is_active: 'yes' }],
    ['slug', { name: '!!!' }],
  ])('rejects a bad %s with 422 naming the field', async (field, body) => {
    expectRejected(await createCategory(body), field);
  });

  it('coerces an invalid display_order to 1', async () => {
    expect((await createCategory({ name: 'Urutan Aneh', display_order: 'x' })).data.display_order).toBe(1);
  });

  it('refuses to delete a category that still has items, with 409', async () => {
    const [withItems] = await listCategories();
    const res = await site.api.delete(`/admin/menu/categories/${withItems!.id}`);
    expect(res).toMatchObject({ status: 409, message: 'Category still has menu items' });
    expect((await listCategories()).map((c) => c.id)).toContain(withItems!.id);
  });

  it('deletes an empty category, and a category once its last item is deleted', async () => {
    const empty = (await createCategory({ name: 'Kosong' })).data;
    const deleted = await site.api.delete<MenuCategory>(`/admin/menu/categories/${empty.id}`);
    expect(deleted).toMatchObject({ status: 200, data: { id: empty.id, name: 'Kosong' } });

    const category = (await createCategory({ name: 'Sekali Pakai' })).data;
    const item = (
      await site.api.post<MenuItem>('/admin/menu/items', { name: 'Es Teh', category_id: category.id })
    ).data;
    expect((await site.api.delete(`/admin/menu/categories/${category.id}`)).status).toBe(409);
    expect((await site.api.delete(`/admin/menu/items/${item.id}`)).status).toBe(200);
    expect((await site.api.delete(`/admin/menu/categories/${category.id}`)).status).toBe(200);
    expect((await listCategories()).map((c) => c.id)).not.toContain(category.id);
    expect((await site.api.delete(`/admin/menu/categories/${category.id}`)).status).toBe(404);
  });

  it('answers 404 Kategori tidak ditemukan for an unknown id', async () => {
    const res = await site.api.put('/admin/menu/categories/987654', { name: 'Hantu' });
    expect(res).toMatchObject({ status: 404, message: 'Kategori tidak ditemukan' });
    expect((await site.api.put('/admin/menu/categories/99999999999', { name: 'Hantu' })).status).toBe(404);
  });

  it('shows every category write on the cached public site at once', async () => {
    await publicData(site.t, site.owner.slug);
    const created = (await createCategory({ name: 'Baru Di Menu' })).data;
    expect((await publicData(site.t, site.owner.slug)).menu_categories.map((c) => c.name)).toContain(
      'Baru Di Menu',
    );
    await site.api.put(`/admin/menu/categories/${created.id}`, { name: 'Diganti' });
    const names = (await publicData(site.t, site.owner.slug)).menu_categories.map((c) => c.name);
    expect(names).toContain('Diganti');
    expect(names).not.toContain('Baru Di Menu');
    await site.api.delete(`/admin/menu/categories/${created.id}`);
    expect((await publicData(site.t, site.owner.slug)).menu_categories.map((c) => c.id)).not.toContain(
      created.id,
    );
  });
});

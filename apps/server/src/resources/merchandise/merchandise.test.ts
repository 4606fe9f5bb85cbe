import type { MerchandiseItem } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import {
  expectRejected,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';

const site = useOwnerWithSite();

const list = async () => (await site.api.get<MerchandiseItem[]>('/admin/merchandise')).data;
const create = (body: Record<string, unknown>) => site.api.post<MerchandiseItem>('/admin/merchandise', body);
const update = (id: number, body: Record<string, unknown>) =>
  site.api.put<MerchandiseItem>(`/admin/merchandise/${id}`, body);
const img = (name: string) => `https://images.example.id/${name}.jpg`;

describe('admin merchandise', () => {
  it('lists every item with its gallery in order', async () => {
    const items = await list();
    expect(items).toHaveLength(6);
    expect(items[0]).not.toHaveProperty('company_id');
    for (const item of items) {
      const orders = item.images.map((i) => i.display_order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('creates an item active, at the end of the list, with its images in the order sent', async () => {
    const count = (await list()).length;
    const res = await create({
      name: 'Tumbler Senja',
      price: '125000',
      images: [{ image_url: img('depan'), alt_text: 'Depan' }, { image_url: '/uploads/samping.webp' }],
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      name: 'Tumbler Senja',
      price: 125000,
      is_active: true,
      display_order: count + 1,
    });
    expect(res.data.images).toMatchObject([
      { image_url: img('depan'), alt_text: 'Depan', display_order: 1 },
      { image_url: '/uploads/samping.webp', alt_text: null, display_order: 2 },
    ]);
    expect(res.data.images[0]).not.toHaveProperty('merchandise_item_id');
  });

  it('replaces the gallery as a whole on PUT, keeping the ids sent back', async () => {
    const item = (
      await create({
        name: 'Kaos',
        images: [{ image_url: img('a') }, { image_url: img('b') }, { image_url: img('c') }],
      })
    ).data;
    const [a, , c] = item.images;
    const res = await update(item.id, {
      name: 'Kaos Hitam',
      images: [
        { id: c!.id, image_url: img('c'), alt_text: 'Sekarang pertama' },
        { image_url: img('d') },
        { id: a!.id, image_url: img('a2') },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.data.name).toBe('Kaos Hitam');
    expect(res.data.images.map((i) => i.image_url)).toEqual([img('c'), img('d'), img('a2')]);
    expect(res.data.images[0]).toMatchObject({ id: c!.id, alt_text: 'Sekarang pertama', display_order: 1 });
    expect(res.data.images[2]).toMatchObject({ id: a!.id, display_order: 3 });
    expect((await list()).find((i) => i.id === item.id)!.images).toEqual(res.data.images);
  });

  it('keeps the gallery when a PUT leaves images out, and empties it with an empty list', async () => {
    const item = (await create({ name: 'Topi', images: [{ image_url: img('topi') }] })).data;
    expect((await update(item.id, { name: 'Topi Baru', price: 50000 })).data.images).toEqual(item.images);
    expect((await update(item.id, { name: 'Topi Baru', images: [] })).data.images).toEqual([]);
  });

  it('never moves an image of another item: its id is taken as a new image', async () => {
    const first = (await create({ name: 'Mug', images: [{ image_url: img('mug') }] })).data;
    const second = (await create({ name: 'Gelas' })).data;
    const stolen = first.images[0]!;
    const res = await update(second.id, {
      name: 'Gelas',
      images: [{ id: stolen.id, image_url: img('gelas') }],
    });
    expect(res.data.images[0]!.id).not.toBe(stolen.id);
    expect((await list()).find((i) => i.id === first.id)!.images).toEqual([stolen]);
  });

  it('rolls back the whole save when one image is bad: name and gallery stay as they were', async () => {
    const item = (await create({ name: 'Payung', images: [{ image_url: img('payung') }] })).data;
    const res = await update(item.id, {
      name: 'Payung Besar',
      images: [{ image_url: img('baru') }, { alt_text: 'x' }],
    });
    expect(res).toMatchObject({ status: 422, message: 'Galeri gambar ke-2: URL gambar wajib diisi' });
    expect((await list()).find((i) => i.id === item.id)).toEqual(item);
  });

  it.each([
    ['abc', 0],
    ['89000.5', 89000.5],
  ])('coerces price %j to %j', async (price, expected) => {
    expect((await create({ name: 'Harga', price })).data.price).toBe(expected);
  });

  it('coerces an invalid display_order to 1', async () => {
    expect((await create({ name: 'Urutan', display_order: 'x' })).data.display_order).toBe(1);
  });

  it.each([
    ['name', { name: '' }],
    ['images.0.image_url', { name: 'Galeri', images: [{ alt_text: 'tanpa gambar' }] }],
    ['images.0.image_url', { name: 'Galeri', images: [{ image_url: 'javascript:alert(1)' }] }],
    [
      'images',
      { name: 'Galeri', images: Array.from({ length: 13 }, (_, i) => ({ image_url: img(`${i}`) })) },
    ],
    ['is_active', { name: 'Aktif', is_active: 1 }],
  ])('rejects a bad %s with 422 naming the field and saves nothing', async (field, body) => {
    const before = (await list()).length;
    expectRejected(await create(body), field);
    expect(await list()).toHaveLength(before);
  });

  it('deletes an item with its gallery, then answers 404 for it', async () => {
    const item = (await create({ name: 'Sementara', images: [{ image_url: img('x') }] })).data;
    const res = await site.api.delete<MerchandiseItem>(`/admin/merchandise/${item.id}`);
    expect(res).toMatchObject({ status: 200, data: { id: item.id, images: item.images } });
    expect((await list()).map((i) => i.id)).not.toContain(item.id);
    expect(await update(item.id, { name: 'Hantu' })).toMatchObject({
      status: 404,
      message: 'Merchandise tidak ditemukan',
    });
  });

  it('shows every write on the cached public site at once', async () => {
    const onSite = async (id: number) =>
      (await publicData(site.t, site.owner.slug)).merchandise_items.find((item) => item.id === id);
    const item = (await create({ name: 'Totebag', images: [{ image_url: img('tote') }] })).data;
    expect((await onSite(item.id))?.images.map((i) => i.image_url)).toEqual([img('tote')]);
    await update(item.id, { name: 'Totebag Kanvas', images: [{ image_url: img('tote2') }] });
    expect(await onSite(item.id)).toMatchObject({
      name: 'Totebag Kanvas',
      images: [{ image_url: img('tote2') }],
    });
    await update(item.id, { name: 'Totebag Kanvas', is_active: false });
    expect(await onSite(item.id)).toBeUndefined();
    await update(item.id, { name: 'Totebag Kanvas', is_active: true });
    expect(await onSite(item.id)).toBeDefined();
    await site.api.delete(`/admin/merchandise/${item.id}`);
    expect(await onSite(item.id)).toBeUndefined();
  });
});

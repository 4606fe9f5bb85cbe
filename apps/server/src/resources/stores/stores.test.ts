import type { Store } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import {
  expectRejected,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';

const site = useOwnerWithSite();

const list = async () => (await site.api.get<Store[]>('/admin/stores')).data;
const create = (body: Record<string, unknown>) => site.api.post<Store>('/admin/stores', body);
const update = (id: number, body: Record<string, unknown>) =>
  site.api.put<Store>(`/admin/stores/${id}`, body);

const HOURS = [
  { day_of_week: 'monday', opening_time: '08:00', closing_time: '22:00', is_closed: false },
  { day_of_week: 'friday', opening_time: '18:00', closing_time: '02:00', is_closed: false },
  { day_of_week: 'sunday', opening_time: null, closing_time: null, is_closed: true },
];

describe('admin stores', () => {
  it('lists every store with opening hours in the list form', async () => {
    const stores = await list();
    // Generation opens one store, in the city the owner named.
    expect(stores).toHaveLength(1);
    expect(stores[0]).not.toHaveProperty('company_id');
    expect(Array.isArray(stores[0]!.opening_hours)).toBe(true);
  });

  it('creates a store active, at the end of the list, with its opening hours', async () => {
    const count = (await list()).length;
    const res = await create({
      name: 'Kopi Senja Dago',
      city: 'Bandung',
      address: 'Jl. Ir. H. Juanda 100',
      google_map_url: 'https://maps.google.com/?q=kopi+senja+dago',
      opening_hours: HOURS,
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      name: 'Kopi Senja Dago',
      is_active: true,
      display_order: count + 1,
      opening_hours: HOURS,
    });
    expect((await list()).find((s) => s.id === res.data.id)!.opening_hours).toEqual(HOURS);
  });

  it('saves a map address typed without https:// as an https link', async () => {
    const res = await create({ name: 'Peta Singkat', google_map_url: 'maps.app.goo.gl/AbC123' });
    expect(res.data.google_map_url).toBe('https://maps.app.goo.gl/AbC123');
  });

  it('starts a store without opening hours with an empty list', async () => {
    expect((await create({ name: 'Tanpa Jam' })).data.opening_hours).toEqual([]);
  });

  it.each([
    [0, 1],
    [-3, 1],
    ['x', 1],
    ['4', 4],
  ])('stores display_order %j as %j (at least 1)', async (display_order, expected) => {
    expect((await create({ name: 'Urutan', display_order })).data.display_order).toBe(expected);
  });

  it.each([
    ['opening_hours.0.day_of_week', [{ ...HOURS[0], day_of_week: 'funday' }]],
    ['opening_hours.0.opening_time', [{ ...HOURS[0], opening_time: '25:00' }]],
    ['opening_hours.0.closing_time', [{ ...HOURS[0], closing_time: '8pm' }]],
    ['opening_hours.0.opening_time', [{ ...HOURS[0], opening_time: null }]],
    ['opening_hours.0.is_closed', [{ day_of_week: 'monday', opening_time: '08:00', closing_time: '17:00' }]],
    ['opening_hours', [HOURS[0], HOURS[0]]],
    ['opening_hours', { monday: '08:00 - 17:00' }],
  ])('rejects bad opening hours with 422 naming %s', async (field, opening_hours) => {
    expectRejected(await create({ name: 'Jam Salah', opening_hours }), field);
  });

  it.each([
    ['name', { name: '' }],
    ['google_map_url', { name: 'Peta', google_map_url: 'javascript:alert(1)' }],
    ['google_map_url', { name: 'Peta', google_map_url: 'maps google com' }],
    ['store_image', { name: 'Foto', store_image: 'data:text/html,hi' }],
  ])('rejects a bad %s with 422 naming the field', async (field, body) => {
    expectRejected(await create(body), field);
  });

  it('updates a store, replacing its opening hours, and deletes it', async () => {
    const store = (await create({ name: 'Cabang Lama', opening_hours: HOURS })).data;
    const closed = [{ day_of_week: 'monday', opening_time: null, closing_time: null, is_closed: true }];
    const updated = await update(store.id, { name: 'Cabang Baru', city: 'Cimahi', opening_hours: closed });
    expect(updated.data).toMatchObject({
      id: store.id,
      name: 'Cabang Baru',
      city: 'Cimahi',
      opening_hours: closed,
    });
    expect((await update(store.id, { name: 'Cabang Baru' })).data.opening_hours).toEqual(closed);
    expect((await site.api.delete(`/admin/stores/${store.id}`)).status).toBe(200);
    expect((await list()).map((s) => s.id)).not.toContain(store.id);
    expect(await update(store.id, { name: 'Hantu' })).toMatchObject({
      status: 404,
      message: 'Toko tidak ditemukan',
    });
  });

  it('shows every write on the cached public site at once', async () => {
    const onSite = async (id: number) =>
      (await publicData(site.t, site.owner.slug)).stores.find((s) => s.id === id);
    const store = (await create({ name: 'Kopi Senja Braga', opening_hours: HOURS })).data;
    expect(await onSite(store.id)).toMatchObject({ name: 'Kopi Senja Braga', opening_hours: HOURS });
    await update(store.id, { name: 'Kopi Senja Braga', is_active: false });
    expect(await onSite(store.id)).toBeUndefined();
    await update(store.id, { name: 'Kopi Senja Braga', is_active: true });
    expect(await onSite(store.id)).toBeDefined();
    await site.api.delete(`/admin/stores/${store.id}`);
    expect(await onSite(store.id)).toBeUndefined();
  });
});

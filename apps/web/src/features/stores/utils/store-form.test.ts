import type { Store } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { hoursSummary, storeFormSchema, toStoreFormValues, toStorePayload } from './store-form';

const store: Store = {
  id: 1,
  name: 'Kopi Senja Kemang',
  city: 'Jakarta Selatan',
  address: null,
  google_map_url: null,
  whatsapp_number: '6281234567890',
  order_links: [],
  google_review_url: null,
  store_image: null,
  display_order: 1,
  is_active: true,
  opening_hours: [
    { day_of_week: 'monday', opening_time: '08:00', closing_time: '22:00', is_closed: false },
    { day_of_week: 'sunday', opening_time: null, closing_time: null, is_closed: true },
  ],
};

describe('store form hours', () => {
  it('leaves the hours of a new store blank until the owner accepts the suggestion', () => {
    const values = toStoreFormValues(null, [1, 2]);
    expect(Object.values(values.opening_hours)).toEqual(Array(7).fill(''));
    expect(toStorePayload(storeFormSchema.parse({ ...values, name: 'Baru' })).opening_hours).toEqual([]);
    expect(values.display_order).toBe('3');
    expect(values.is_active).toBe(true);
  });

  it('shows stored hours in the editor form, leaving the days not stored blank', () => {
    const { opening_hours } = toStoreFormValues(store, []);
    expect(opening_hours.monday).toBe('08:00 - 22:00');
    expect(opening_hours.sunday).toBe('Closed');
    expect(opening_hours.tuesday).toBe('');
  });

  it('turns the editor form back into the list of filled days the server stores', () => {
    const values = toStoreFormValues(store, []);
    const payload = toStorePayload(
      storeFormSchema.parse({
        ...values,
        opening_hours: { ...values.opening_hours, friday: '10.00 - 23.00' },
      }),
    );
    expect(payload.opening_hours.map((hour) => hour.day_of_week)).toEqual(['monday', 'friday', 'sunday']);
    expect(payload.opening_hours[1]).toEqual({
      day_of_week: 'friday',
      opening_time: '10:00',
      closing_time: '23:00',
      is_closed: false,
    });
    expect(payload.opening_hours[2]).toMatchObject({ day_of_week: 'sunday', is_closed: true });
    expect(payload.address).toBeNull();
  });

  it('shows the store WhatsApp number grouped and sends it back normalised', () => {
    const values = toStoreFormValues(store, []);
    expect(values.whatsapp_number).toBe('+62 812-3456-7890');
    expect(toStorePayload(storeFormSchema.parse(values)).whatsapp_number).toBe('6281234567890');
    const foreign = storeFormSchema.safeParse({ ...values, whatsapp_number: '+1 415 555 0100' });
    expect(foreign.error?.issues[0]?.message).toBe(
      'Nomor WhatsApp harus nomor Indonesia, contoh 0812-3456-7890 atau +62 812-3456-7890',
    );
  });

  it("puts a malformed day on that day's field", () => {
    const values = toStoreFormValues(store, []);
    const result = storeFormSchema.safeParse({
      ...values,
      opening_hours: { ...values.opening_hours, wednesday: 'pagi' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['opening_hours', 'wednesday']);
    expect(result.error?.issues[0]?.message).toBe(
      'Jam buka: tulis jam seperti 08:00 - 17:00, atau Tutup jika libur hari itu',
    );
  });

  it('keeps the stores minimum display order of 1', () => {
    const parsed = storeFormSchema.parse({ ...toStoreFormValues(store, []), display_order: '0' });
    expect(parsed.display_order).toBe(1);
  });
});

describe('hoursSummary', () => {
  const day = (day_of_week: string, is_closed = false) =>
    ({
      day_of_week,
      opening_time: is_closed ? null : '09:00',
      closing_time: is_closed ? null : '21:00',
      is_closed,
    }) as Store['opening_hours'][number];
  const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

  it('says Setiap hari when every day is the same', () => {
    expect(hoursSummary(week.map((name) => day(name)))).toBe('Setiap hari 09:00 - 21:00');
  });

  it('counts open days and names the closed ones', () => {
    expect(hoursSummary(week.map((name) => day(name, name === 'monday')))).toBe('Buka 6 hari · tutup Sen');
    expect(hoursSummary([])).toBe('Belum diisi — jam buka tidak ditampilkan di website');
  });
});

import { describe, expect, it } from 'vitest';
import { menuItemFormSchema, menuItemInputSchema } from './menu-item';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('menuItemInputSchema', () => {
  it.each([
    [
      { price: '18000.50', display_order: '2' },
      { price: 18000.5, display_order: 2 },
    ],
    [
      { price: 'abc', display_order: 'x' },
      { price: 0, display_order: 1 },
    ],
    [
      { price: -10, display_order: 3.7 },
      { price: 0, display_order: 3 },
    ],
    [{ price: null }, { price: 0 }],
    [{}, {}],
  ])('coerces %j', (fields, expected) => {
    const parsed = menuItemInputSchema.parse({ name: 'Kopi Susu', category_id: '4', ...fields });
    expect(parsed).toEqual({ name: 'Kopi Susu', category_id: 4, ...expected });
  });

  it.each([
    [{ category_id: 1 }, 'Nama wajib diisi'],
    [{ name: 'Kopi' }, 'Kategori wajib diisi'],
    [
      { name: 'Kopi', category_id: 99_999_999_999 },
      'Kategori tidak valid: isi dengan id bilangan bulat antara 1 dan 2147483647',
    ],
    [
      { name: 'Kopi', category_id: 0 },
      'Kategori tidak valid: isi dengan id bilangan bulat antara 1 dan 2147483647',
    ],
    [
      { name: 'Kopi', category_id: 1, image: 'javascript:x' },
      'Gambar harus berupa tautan http(s) atau alamat gambar yang diawali /',
    ],
    [{ name: 'Kopi', category_id: 1, price: 1e20 }, 'Harga maksimal 999.999.999.999,99'],
    [{ name: 'Kopi', category_id: 1, price: 1e15 }, 'Harga maksimal 999.999.999.999,99'],
    [{ name: 'Kopi', category_id: 1, price: '1000000000000' }, 'Harga maksimal 999.999.999.999,99'],
  ])('rejects %j', (input, message) => {
    expect(firstMessage(menuItemInputSchema.safeParse(input))).toBe(message);
  });

  it('drops unknown fields such as id', () => {
    expect(menuItemInputSchema.parse({ id: 9, name: 'Kopi', category_id: 1 })).toEqual({
      name: 'Kopi',
      category_id: 1,
    });
  });
});

describe('menuItemFormSchema (the admin form)', () => {
  it('refuses a negative price with a message, where the API coerces it to 0', () => {
    const body = { name: 'Kopi', category_id: 1, price: '-5000' };
    expect(menuItemFormSchema.safeParse(body).error?.issues[0]?.message).toBe('Harga tidak boleh negatif');
    expect(menuItemInputSchema.parse(body).price).toBe(0);
  });

  it('reads the price as Indonesians write it and refuses what it cannot read, naming the field', () => {
    const parse = (price: unknown) => menuItemFormSchema.safeParse({ name: 'Kopi', category_id: 1, price });
    expect(parse('12.500').data?.price).toBe(12500);
    expect(parse('Rp 12.500,50').data?.price).toBe(12500.5);
    expect(parse('').data?.price).toBe(0);
    expect(parse(18000).data?.price).toBe(18000);
    expect(parse('12.5').error?.issues[0]?.message).toBe(
      'Harga tidak terbaca: tulis angka rupiah seperti 12.500, Rp 12.500 atau 12.500,50',
    );
    expect(parse('abc').error?.issues[0]?.message).toMatch(/^Harga tidak terbaca/);
    expect(parse('1.000.000.000.000').error?.issues[0]?.message).toBe('Harga maksimal 999.999.999.999,99');
    expect(parse(1e20).error?.issues[0]?.message).toBe('Harga maksimal 999.999.999.999,99');
  });
});

import { describe, expect, it } from 'vitest';
import { orderRequestSchema, orderStatusInputSchema } from './order-schemas';

const order = {
  items: [{ menu_item_id: 3, quantity: 2 }],
  customer_name: 'Sari',
  customer_whatsapp: '0812-3456-7890',
};
const firstMessage = (input: unknown) => orderRequestSchema.safeParse(input).error?.issues[0]?.message;

describe('orderRequestSchema', () => {
  it('keeps the ids and quantities, drops a price sent along and stores the number as wa.me takes it', () => {
    const parsed = orderRequestSchema.parse({
      ...order,
      items: [
        { menu_item_id: 3, quantity: 2, price: 1 },
        { merchandise_id: 9, quantity: 1 },
      ],
    });
    expect(parsed.items).toEqual([
      { menu_item_id: 3, quantity: 2 },
      { merchandise_id: 9, quantity: 1 },
    ]);
    expect(parsed.customer_whatsapp).toBe('6281234567890');
  });

  it('names the problem of a line in Indonesian', () => {
    expect(firstMessage({ ...order, items: [] })).toContain('Pesanan masih kosong');
    expect(firstMessage({ ...order, items: [{ menu_item_id: 3, quantity: 0 }] })).toBe(
      'Jumlah (quantity) minimal 1',
    );
    expect(firstMessage({ ...order, items: [{ menu_item_id: 3, quantity: 100 }] })).toBe(
      'Jumlah (quantity) maksimal 99',
    );
    expect(firstMessage({ ...order, items: [{ menu_item_id: 'x', quantity: 1 }] })).toBe(
      'Item (menu_item_id) harus berupa id angka',
    );
    expect(
      firstMessage({ ...order, items: [{ menu_item_id: 3, merchandise_id: 4, quantity: 1 }] }),
    ).toContain('satu menu_item_id atau satu merchandise_id');
  });

  it('refuses a bad WhatsApp number and a name of two lines', () => {
    expect(firstMessage({ ...order, customer_whatsapp: '123' })).toContain('Nomor WhatsApp tidak valid');
    expect(firstMessage({ ...order, customer_name: 'Sari\nDewi' })).toBe('Nama cukup satu baris');
  });
});

describe('orderStatusInputSchema', () => {
  it('lets the owner set done or cancelled only', () => {
    expect(orderStatusInputSchema.safeParse({ status: 'done' }).success).toBe(true);
    expect(orderStatusInputSchema.safeParse({ status: 'paid' }).error?.issues[0]?.message).toContain(
      "harus 'done' (selesai) atau 'cancelled' (dibatalkan)",
    );
  });
});

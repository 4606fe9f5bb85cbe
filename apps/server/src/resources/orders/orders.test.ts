import type { MenuItem, Order, OrdersBackup, PlacedOrder } from '@webku/contract';
import { eq, restorePoints } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCalls } from '../../../../../tests/support/server/backup-archives';
import { type OwnerWithSite, ownerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { expectTooMany, from } from '../../../../../tests/support/server/rate-limit';
import { addMember, type Member } from '../../../../../tests/support/server/team';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { deleteOldOrders } from '../../orders/order-retention';

// A coffee shop's orders over real HTTP: what the site sends, what the owner and a Kasir see and set,
// another company's orders, the limit per address, the backup and the retention sweep.
let t: TestServer;
let shop: OwnerWithSite;
let other: OwnerWithSite;
let kasir: Member;
let menu: MenuItem[];
let goods: { id: number; name: string; price: number }[];

let sent = 0;
const nextAddress = () => {
  sent += 1;
  return `198.51.100.${(sent % 250) + 1}`;
};
const send = (body: Record<string, unknown>, slug = shop.slug, address = nextAddress()) =>
  t.api(`/api/public/${slug}/orders`, { method: 'POST', json: body, headers: from(address) });
const customer = { customer_name: 'Sari', customer_whatsapp: '0812-3456-7001' };
const refusal = async (res: Response) => ({
  status: res.status,
  message: ((await res.json()) as { message?: string }).message,
});
const placed = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: PlacedOrder }).data;
};
const ordersOf = async (owner: { api: OwnerWithSite['api'] }) => {
  const res = await owner.api.get<Order[]>('/admin/orders');
  expect(res.status, res.message).toBe(200);
  return res.data;
};
const saveWebSettings = async (owner: OwnerWithSite, values: Record<string, unknown>) => {
  const { data } = await owner.api.get<{ id: number }>('/admin/web-settings');
  const res = await owner.api.put(`/admin/web-settings/${data.id}`, values);
  expect(res.status, res.message).toBe(200);
};

beforeAll(async () => {
  t = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1', RATE_LIMIT_ORDERS: '3/1h' });
  shop = await ownerWithSite(t, 'Kopi Pesan');
  other = await ownerWithSite(t, 'Kopi Tetangga', {}, { goods: false });
  await saveWebSettings(shop, { whatsapp_number: '0811-2222-3333' });
  await saveWebSettings(other, { whatsapp_number: '0811-4444-5555' });
  kasir = await addMember(t, shop, 'cashier');
  menu = (await shop.api.get<MenuItem[]>('/admin/menu/items')).data.filter((item) => item.price > 0);
  goods = (await shop.api.get<{ id: number; name: string; price: number }[]>('/admin/merchandise')).data;
}, 180_000);
afterAll(() => t?.close());

describe('a customer’s order', () => {
  it('is recorded at the database’s prices, whatever price the body names, and answers the chat with its code', async () => {
    const [coffee, tea] = menu;
    const [bag] = goods;
    const order = await placed(
      await send({
        items: [
          { menu_item_id: coffee!.id, quantity: 2, price: 1 },
          { menu_item_id: tea!.id, quantity: 1, price: 1 },
          { merchandise_id: bag!.id, quantity: 1 },
        ],
        ...customer,
        note: 'Ambil jam 10',
        total: 3,
      }),
    );
    expect(order.status).toBe('new');
    expect(order.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(order.total).toBe(coffee!.price * 2 + tea!.price + bag!.price);
    const url = new URL(order.whatsapp_url);
    expect(url.origin + url.pathname).toBe('https://wa.me/6281122223333');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain(`- 2x ${coffee!.name}`);
    expect(text).toContain(`- 1x ${bag!.name}`);
    expect(text).toContain('Catatan: Ambil jam 10');
    expect(text).toContain(`Nama: Sari\nKode pesanan: ${order.code}`);

    const [listed] = await ordersOf(shop);
    expect(listed).toMatchObject({
      code: order.code,
      status: 'new',
      total: order.total,
      customer_name: 'Sari',
      customer_whatsapp: '6281234567001',
      note: 'Ambil jam 10',
      paid_at: null,
    });
    expect(listed!.items).toEqual([
      { kind: 'menu', name: coffee!.name, price: coffee!.price, quantity: 2 },
      { kind: 'menu', name: tea!.name, price: tea!.price, quantity: 1 },
      { kind: 'merchandise', name: bag!.name, price: bag!.price, quantity: 1 },
    ]);

    // A later price change rewrites nothing of the order.
    const changed = await shop.api.put(`/admin/menu/items/${coffee!.id}`, {
      ...coffee,
      price: coffee!.price + 5000,
    });
    expect(changed.status, changed.message).toBe(200);
    const [again] = await ordersOf(shop);
    expect(again!.items[0]!.price).toBe(coffee!.price);
    expect(again!.total).toBe(order.total);
  });

  it('writes the chat in the language of the page it came from', async () => {
    await saveWebSettings(shop, { second_language: 'english' });
    const order = await placed(
      await send({ items: [{ menu_item_id: menu[0]!.id, quantity: 1 }], ...customer, language: 'english' }),
    );
    const text = new URL(order.whatsapp_url).searchParams.get('text') ?? '';
    expect(text).toContain('I would like to order');
    expect(text).toContain(`Order code: ${order.code}`);
    expect((await ordersOf(shop)).find((listed) => listed.code === order.code)?.language).toBe('english');
  });

  it('refuses an item marked “Habis”, naming it', async () => {
    const item = menu[1]!;
    const sold = await shop.api.put(`/admin/menu/items/${item.id}/sold-out`, { sold_out: true });
    expect(sold.status, sold.message).toBe(200);
    const res = await send({ items: [{ menu_item_id: item.id, quantity: 1 }], ...customer });
    expect(await refusal(res)).toEqual({
      status: 422,
      message: `${item.name} sedang habis; hapus dari pesanan lalu kirim lagi`,
    });
    await shop.api.put(`/admin/menu/items/${item.id}/sold-out`, { sold_out: false });
  });

  it('refuses an order from the English page in English, naming the item as that page does', async () => {
    await saveWebSettings(shop, { second_language: 'english' });
    const item = menu[1]!;
    const { id: _id, ...fields } = item;
    const named = await shop.api.put(`/admin/menu/items/${item.id}`, {
      ...fields,
      translations: { english: { name: 'Iced Palm Sugar Latte' } },
    });
    expect(named.status, named.message).toBe(200);
    await shop.api.put(`/admin/menu/items/${item.id}/sold-out`, { sold_out: true });
    const english = { ...customer, language: 'english' };
    expect(
      await refusal(await send({ items: [{ menu_item_id: item.id, quantity: 1 }], ...english })),
    ).toEqual({
      status: 422,
      message: 'Iced Palm Sugar Latte is sold out; remove it from your order and send it again',
    });
    expect(
      await refusal(await send({ items: [{ menu_item_id: 999_999, quantity: 1 }], ...english })),
    ).toEqual({
      status: 422,
      message: "Item menu_item_id 999999 is no longer on this shop's menu; reload the page and order again",
    });
    await shop.api.put(`/admin/menu/items/${item.id}/sold-out`, { sold_out: false });
  });

  it('refuses an unknown item, another company’s item, a bad quantity and a bad number with a message', async () => {
    const otherItem = (await other.api.get<MenuItem[]>('/admin/menu/items')).data[0]!;
    for (const id of [999_999, otherItem.id]) {
      const res = await refusal(await send({ items: [{ menu_item_id: id, quantity: 1 }], ...customer }));
      expect(res.status).toBe(422);
      expect(res.message).toBe(
        `Item menu_item_id ${id} tidak ada di menu toko ini; muat ulang halaman lalu pesan lagi`,
      );
    }
    const line = { menu_item_id: menu[0]!.id, quantity: 1 };
    expect(await refusal(await send({ items: [{ ...line, quantity: 0 }], ...customer }))).toEqual({
      status: 422,
      message: 'Item pesanan ke-1: Jumlah (quantity) minimal 1',
    });
    expect(await refusal(await send({ items: [line, { ...line, quantity: 99 }], ...customer }))).toEqual({
      status: 422,
      message: `Jumlah (quantity) menu_item_id ${line.menu_item_id} maksimal 99 dalam satu pesanan`,
    });
    const number = await refusal(await send({ items: [line], ...customer, customer_whatsapp: '12345' }));
    expect(number.status).toBe(422);
    expect(number.message).toContain('Nomor WhatsApp tidak valid');
  });

  it('is refused while the owner has switched ordering off', async () => {
    await saveWebSettings(other, { is_whatsapp_order_enabled: false });
    const item = (await other.api.get<MenuItem[]>('/admin/menu/items')).data[0]!;
    const res = await refusal(
      await send({ items: [{ menu_item_id: item.id, quantity: 1 }], ...customer }, other.slug),
    );
    expect(res.status).toBe(409);
    expect(res.message).toContain('belum menerima pesanan lewat website');
    await saveWebSettings(other, { is_whatsapp_order_enabled: true });
  });

  it('is limited per address', async () => {
    const order = { items: [{ menu_item_id: menu[0]!.id, quantity: 1 }], ...customer };
    for (let n = 0; n < 3; n++) await placed(await send(order, shop.slug, '203.0.113.9'));
    await expectTooMany(
      await send(order, shop.slug, '203.0.113.9'),
      /Terlalu banyak pesanan dari alamat ini/,
    );
  });
});

describe('the owner’s list', () => {
  it('a Kasir reads it and marks an order done; a status the owner may not set is refused', async () => {
    const [order] = await ordersOf(kasir);
    const done = await kasir.api.post<Order>(`/admin/orders/${order!.id}/status`, { status: 'done' });
    expect(done.status, done.message).toBe(200);
    expect(done.data).toMatchObject({ id: order!.id, status: 'done' });
    expect((await ordersOf(shop)).find((listed) => listed.id === order!.id)?.status).toBe('done');
    const paid = await kasir.api.post(`/admin/orders/${order!.id}/status`, { status: 'paid' });
    expect(paid.status).toBe(422);
    expect(paid.message).toContain("harus 'done' (selesai) atau 'cancelled' (dibatalkan)");
  });

  it('never shows or changes another company’s order', async () => {
    const [order] = await ordersOf(shop);
    expect(await ordersOf(other)).toEqual([]);
    const res = await other.api.post(`/admin/orders/${order!.id}/status`, { status: 'cancelled' });
    expect(res.status).toBe(404);
    expect(res.message).toBe('Pesanan tidak ditemukan');
    expect((await ordersOf(shop)).find((listed) => listed.id === order!.id)?.status).toBe(order!.status);
  });
});

describe('orders in a backup', () => {
  it('an export imported into another account brings every order with its lines; importing keeps orders made since', async () => {
    const before = await ordersOf(shop);
    const zip = await backupCalls(t, shop.token).exportZip();
    const target = await ownerWithSite(t, 'Kopi Pindahan', {}, { goods: false });
    expect((await backupCalls(t, target.token).send('import', zip)).status).toBe(200);
    const comparable = (list: Order[]) => list.map(({ id: _id, ...order }) => order);
    expect(comparable(await ordersOf(target))).toEqual(comparable(before));

    // Importing its own export again: nothing doubles, and an order made since stays.
    const since = await placed(
      await send({ items: [{ merchandise_id: goods[0]!.id, quantity: 1 }], ...customer }),
    );
    expect((await backupCalls(t, shop.token).send('import', zip)).status).toBe(200);
    const after = await ordersOf(shop);
    expect(after.map((order) => order.code).sort()).toEqual(
      [...before.map((o) => o.code), since.code].sort(),
    );
  });

  it('the retention sweep removes old orders and their copies in the restore points', async () => {
    const points = async () =>
      t.webku.db.select().from(restorePoints).where(eq(restorePoints.company_id, shop.companyId));
    const held = (await points()).filter((p) => (p.content as { orders?: OrdersBackup }).orders?.length);
    expect(held.length).toBeGreaterThan(0);
    const deleted = await deleteOldOrders(t.webku.db, Date.now() + 91 * 86_400_000, 90);
    expect(deleted).toBeGreaterThan(0);
    expect(await ordersOf(shop)).toEqual([]);
    for (const p of await points()) expect((p.content as { orders?: OrdersBackup }).orders ?? []).toEqual([]);
  });
});

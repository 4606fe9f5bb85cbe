import { addDays, type PlacedOrder, siteDay } from '@webku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMidtrans, startFakeMidtrans } from '../../../../../tests/fakes/midtrans-server';
import { bookWithDeposit, depositSalon } from '../../../../../tests/support/server/booking-deposit';
import type { OwnerWithSite } from '../../../../../tests/support/server/owner-with-site';
import { midtransShop } from '../../../../../tests/support/server/payment-records';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';

// The receipt a customer lands on after "Pay now" (an order, a booking's deposit) is in the language of
// the site they ordered on: an English site's customer read "Menunggu pembayaran" and "Pindai QRIS ini".
let t: TestServer;
let midtrans: FakeMidtrans;

beforeAll(async () => {
  midtrans = await startFakeMidtrans();
  t = await startTestServer({ PAYMENT_KEYS_SECRET: 'a'.repeat(64), ...midtrans.env });
}, 240_000);
afterAll(async () => {
  await t?.close();
  await midtrans?.close();
});

const receiptOf = async (owner: OwnerWithSite, kind: 'orders' | 'bookings', code: string) => {
  const res = await t.api(`/api/public/${owner.slug}/${kind}/${code}/receipt`);
  expect(res.status).toBe(200);
  return res.text();
};
const INDONESIAN_WORDS = /Menunggu|Pindai|Kode|Uang muka|diperbarui|pukul/;

describe('a receipt on an English site', () => {
  it('of an order paid online is in English', async () => {
    const { shop: cafe, item } = await midtransShop(t, midtrans, 'Ubud Coffee House', {
      web_language: 'english',
    });
    const res = await t.api(`/api/public/${cafe.slug}/orders`, {
      method: 'POST',
      json: {
        items: [{ menu_item_id: item.id, quantity: 1 }],
        customer_name: 'Emma',
        customer_whatsapp: '0812-7777-1234',
        pay_online: true,
      },
    });
    const placed = (await res.json()) as { data: PlacedOrder; message?: string };
    expect(res.status, placed.message).toBe(201);

    const html = await receiptOf(cafe, 'orders', placed.data.code);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Order code');
    expect(html).toContain('Waiting for payment');
    expect(html).toContain('Scan this QRIS with a banking or e-wallet app');
    expect(html).not.toMatch(INDONESIAN_WORDS);
  });

  it('of a booking’s deposit is in English, its time too', async () => {
    const zone = 'Asia/Makassar';
    const { owner, offering } = await depositSalon(t, midtrans, 'Bali Hair Studio', {
      zone,
      deposit: 50_000,
      language: 'english',
    });
    const day = addDays(siteDay(Date.now(), zone), 1);
    const { code } = await bookWithDeposit(t, owner, offering, `${day}T10:00:00+08:00`, '0812-5555-1234');

    const html = await receiptOf(owner, 'bookings', code);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Booking code');
    expect(html).toContain('Deposit: <strong>Rp');
    expect(html).toMatch(/\d{4} at 10:00 WITA/);
    expect(html).toContain('Waiting for payment');
    expect(html).not.toMatch(INDONESIAN_WORDS);
  });
});

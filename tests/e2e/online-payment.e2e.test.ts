import { randomBytes } from 'node:crypto';
import { addDays, type BookingSettings, siteDay, type WebSettings } from '@webku/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMidtrans, startFakeMidtrans } from '../fakes/midtrans-server';
import { type FakeXendit, startFakeXendit } from '../fakes/xendit-server';
import { everyDay } from '../support/server/booking-hours';
import { type OwnerWithSite, ownerWithSite } from '../support/server/owner-with-site';
import { startTestServer, type TestServer } from '../support/server/test-server';
import { paymentRequests } from '../support/site/payment-vendors';
import { launchBrowser, newPage } from './support/browser';

// At 390 px, with each fake gateway: the Pemilik connects their account in "Pembayaran Online", a customer
// orders two items and taps "Bayar sekarang", pays by QRIS at the gateway, and sees "Lunas" on the receipt
// while the owner sees the order paid in "Pesanan", both without reloading. A salon asks a deposit for a
// haircut: the customer's booking is confirmed once it is paid, and an unpaid one gives its time up when the
// payment expires.
let t: TestServer;
let browser: Browser;
let midtrans: FakeMidtrans;
let xendit: FakeXendit;

beforeAll(async () => {
  midtrans = await startFakeMidtrans();
  xendit = await startFakeXendit({ secretKey: `xnd_development_${randomBytes(16).toString('hex')}` });
  t = await startTestServer({
    PAYMENT_KEYS_SECRET: randomBytes(32).toString('hex'),
    ...midtrans.env,
    OWNER_XENDIT_API_BASE: xendit.apiBase,
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
  await midtrans?.close();
  await xendit?.close();
});

async function openAdmin(owner: OwnerWithSite, sub: string): Promise<Page> {
  const page = await newPage(browser, 390);
  await page.addInitScript((token) => localStorage.setItem('auth_token', token), owner.token);
  await page.goto(`${t.url}/${owner.slug}/admin/${sub}`);
  return page;
}

async function connect(
  owner: OwnerWithSite,
  provider: 'Midtrans' | 'Xendit',
  keys: Record<string, string>,
  switches = ['Pesanan dibayar online'],
) {
  const admin = await openAdmin(owner, 'pembayaran-online');
  await admin.getByRole('heading', { name: 'Pembayaran Online', level: 1 }).waitFor();
  await admin.getByRole('radio', { name: provider }).check();
  for (const [label, value] of Object.entries(keys)) await admin.getByLabel(label).fill(value);
  for (const name of switches) await admin.getByRole('switch', { name }).click();
  await admin.getByRole('button', { name: 'Simpan' }).click();
  await admin.getByText('Kunci tersimpan dan terenkripsi').waitFor();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
  await admin.screenshot({ path: `/tmp/h40-payments-${provider.toLowerCase()}-390.png`, fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.screenshot({ path: `/tmp/h40-payments-${provider.toLowerCase()}-1280.png`, fullPage: true });
  await admin.close();
}

/**
 * A customer's phone at 390 px, and what it loads from a payment gateway: any request to a vendor's host or
 * script (Snap's snap.js, Xendit's, the fakes' addresses) and any script from elsewhere than Webku.
 */
async function customerPage() {
  const page = await newPage(browser, 390);
  const requested: string[] = [];
  const foreignScripts: string[] = [];
  page.on('request', (request) => {
    requested.push(request.url());
    if (!request.url().startsWith(t.url) && request.resourceType() === 'script')
      foreignScripts.push(request.url());
  });
  const gatewayLoads = () => [
    ...paymentRequests(requested, [midtrans.apiBase, xendit.apiBase]),
    ...foreignScripts,
  ];
  return { page, requested, gatewayLoads };
}

/** Orders the first two items and taps "Bayar sekarang"; answers the receipt page and the order's code. */
async function orderAndPay(owner: OwnerWithSite) {
  const { page, requested, gatewayLoads } = await customerPage();
  // The page settles with its one late script (the site's enhancements) loaded.
  await page.goto(`${t.url}/${owner.slug}`, { waitUntil: 'networkidle' });
  const adds = page.locator('[data-order-add]:visible');
  await adds.nth(0).click();
  await adds.nth(1).click();
  await page.locator('[data-order-bar]').click();
  const order = page.getByRole('dialog', { name: 'Pesanan Anda' });
  await expect.poll(() => order.locator('.order-line').count()).toBe(2);
  await order.getByLabel('Nama Anda').fill('Sari');
  await order.getByLabel('Nomor WhatsApp Anda').fill('0812-7777-8888');
  // Up to the tap, with "Bayar sekarang" on screen (the page's own files seen loading): nothing from a gateway.
  expect(requested.filter((url) => url.startsWith(t.url)).length).toBeGreaterThan(3);
  expect(gatewayLoads()).toEqual([]);
  await order.getByRole('button', { name: 'Bayar sekarang' }).click();
  await page.waitForURL(/\/orders\/[A-Z0-9]{6}\/receipt$/);
  const code = /\/orders\/([A-Z0-9]{6})\/receipt$/.exec(page.url())![1]!;
  await page.getByText('Menunggu pembayaran').waitFor();
  await page.screenshot({ path: `/tmp/h40-receipt-pending-${owner.slug}-390.png`, fullPage: true });
  // Nor after it: the receipt is the server's own page (the QRIS drawn, or a link to the gateway's page).
  expect(gatewayLoads()).toEqual([]);
  return { page, code };
}

async function expectPaid(owner: OwnerWithSite, orders: Page, receipt: Page, code: string) {
  // The receipt refreshes itself while pending; the owner's list reads itself again.
  await receipt.getByText('Lunas', { exact: true }).waitFor({ timeout: 20_000 });
  expect(await receipt.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
  const row = orders.getByRole('listitem').filter({ hasText: code }).first();
  await row.getByText('Lunas', { exact: true }).waitFor({ timeout: 15_000 });
  await row.getByText(/Dibayar/).waitFor();
  await receipt.screenshot({ path: `/tmp/h40-receipt-${owner.slug}-390.png`, fullPage: true });
}

async function shopWithNumber(name: string) {
  const owner = await ownerWithSite(t, name);
  const { id } = (await owner.api.get<WebSettings>('/admin/web-settings')).data;
  const saved = await owner.api.put(`/admin/web-settings/${id}`, { whatsapp_number: '0812-3456-7890' });
  expect(saved.status, saved.message).toBe(200);
  return owner;
}

describe('an order paid online at 390 px', () => {
  it('with Midtrans: QRIS on the receipt, "Lunas" once Midtrans notifies', async () => {
    const owner = await shopWithNumber('Kopi Bayar');
    await connect(owner, 'Midtrans', { 'Server Key Midtrans': midtrans.serverKey });
    const orders = await openAdmin(owner, 'pesanan');
    const { page, code } = await orderAndPay(owner);
    expect(await page.locator('figure svg').count()).toBe(1);
    const vendorId = `WK${owner.companyId}-${code}`;
    midtrans.setStatus(vendorId, 'settlement');
    const [answer] = await midtrans.notify(vendorId);
    expect(answer!.status).toBe(200);
    await expectPaid(owner, orders, page, code);
  });

  it('with Xendit: the invoice page, "Lunas" once Xendit calls back', async () => {
    const owner = await shopWithNumber('Toko Bayar');
    await connect(owner, 'Xendit', {
      'Secret API Key Xendit': xendit.secretKey,
      'Token verifikasi webhook Xendit': xendit.callbackToken,
    });
    const orders = await openAdmin(owner, 'pesanan');
    const { page, code } = await orderAndPay(owner);
    const link = page.getByRole('link', { name: 'Buka halaman pembayaran' });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${xendit.apiBase}/web/`));
    const invoice = [...xendit.invoices.values()].find(
      (i) => i.external_id === `WK${owner.companyId}-${code}`,
    )!;
    const body = xendit.setStatus(invoice.id, 'PAID');
    expect((await xendit.sendCallback(`${t.url}/api/payments/xendit/webhook`, body)).status).toBe(200);
    await expectPaid(owner, orders, page, code);
  });
});

describe('a salon booking with a deposit at 390 px', () => {
  const ZONE = 'Asia/Makassar';
  const tomorrow = addDays(siteDay(Date.now(), ZONE), 1);

  /**
   * A salon whose Pemilik connects the gateway with "Uang muka booking" on and asks Rp50.000 for a haircut
   * in the booking settings, through the admin.
   */
  async function salonAskingDeposit(
    name: string,
    provider: 'Midtrans' | 'Xendit',
    keys: Record<string, string>,
  ) {
    const owner = await ownerWithSite(
      t,
      name,
      {
        business_type: 'Salon rambut',
        template_selected: 'layanan-jasa',
        short_description: 'Potong rambut 50rb, creambath 80rb, smoothing 250rb di Denpasar.',
      },
      { goods: false },
    );
    const { id } = (await owner.api.get<WebSettings>('/admin/web-settings')).data;
    await owner.api.put(`/admin/web-settings/${id}`, { whatsapp_number: '0812-3456-7890', time_zone: ZONE });
    const haircut = (await owner.api.get<BookingSettings>('/admin/bookings/settings')).data.offerings[0]!;
    const opened = await owner.api.put('/admin/bookings/settings', {
      is_active: true,
      hours: everyDay('09:00', '17:00'),
      lead_minutes: 0,
      offerings: [{ id: haircut.id, is_bookable: true, duration_minutes: 60 }],
    });
    expect(opened.status, opened.message).toBe(200);
    await connect(owner, provider, keys, ['Uang muka booking']);
    const admin = await openAdmin(owner, 'booking');
    await admin.getByLabel(`Uang muka (Rp): ${haircut.name}`).fill('50000');
    await admin.getByRole('button', { name: 'Simpan', exact: true }).click();
    await admin.getByText('Pengaturan booking disimpan').waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
    await admin.close();
    return { owner, haircut: haircut.id };
  }

  /** The customer books the haircut at `time` tomorrow on the booking page; answers the receipt and code. */
  async function bookAndPay(owner: OwnerWithSite, haircut: number, time: string) {
    const { page, gatewayLoads } = await customerPage();
    await page.goto(`${t.url}/${owner.slug}/booking?offering=${haircut}&date=${tomorrow}`, {
      waitUntil: 'networkidle',
    });
    await page.getByText(/Uang muka Rp\s50\.000 dibayar online/).waitFor();
    await page.getByRole('radio', { name: `${time} WITA` }).check();
    const form = page.locator('form.booking-request');
    await form.getByLabel('Nama').fill('Sari');
    await form.getByLabel('Nomor WhatsApp').fill('0812-7777-9999');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
    await page.screenshot({ path: `/tmp/h40-deposit-booking-${owner.slug}-390.png`, fullPage: true });
    // Up to the tap, with the deposit named: nothing from a gateway.
    expect(gatewayLoads()).toEqual([]);
    await form.getByRole('button', { name: 'Booking dan bayar uang muka' }).click();
    await page.waitForURL(/\/bookings\/[A-Z0-9]{6}\/receipt$/);
    const code = /\/bookings\/([A-Z0-9]{6})\/receipt$/.exec(page.url())![1]!;
    await page.getByText('Menunggu pembayaran').waitFor();
    await page.getByText(/Uang muka: Rp\s50\.000/).waitFor();
    // Nor after it: the receipt is the server's own page.
    expect(gatewayLoads()).toEqual([]);
    return { page, code, vendorId: `WK${owner.companyId}-BK-${code}` };
  }

  const freeTimes = async (owner: OwnerWithSite, haircut: number) => {
    const page = await newPage(browser, 390);
    await page.goto(`${t.url}/${owner.slug}/booking?offering=${haircut}&date=${tomorrow}`);
    const times = await page
      .locator('.booking-time-list input[type="radio"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value.slice(11, 16)));
    await page.close();
    return times;
  };

  /** The receipt says so without a reload, and the owner's list has the booking accepted. */
  async function expectConfirmed(owner: OwnerWithSite, receipt: Page, code: string) {
    await receipt.getByText('Uang muka lunas · Booking dikonfirmasi').waitFor({ timeout: 20_000 });
    await receipt.screenshot({ path: `/tmp/h40-deposit-receipt-${owner.slug}-390.png`, fullPage: true });
    const list = await openAdmin(owner, 'booking');
    const row = list.getByRole('listitem').filter({ hasText: code }).first();
    await row.getByText('Diterima', { exact: true }).waitFor({ timeout: 15_000 });
    await list.close();
  }

  /** The unpaid booking's time is offered again, the receipt says why, and the paid one stays taken. */
  async function expectReleased(owner: OwnerWithSite, haircut: number, receipt: Page) {
    await receipt.getByText(/jadwal ini dilepas/).waitFor({ timeout: 20_000 });
    await expect.poll(() => freeTimes(owner, haircut), { timeout: 15_000 }).toContain('11:00');
    expect(await freeTimes(owner, haircut)).not.toContain('10:00');
  }

  it('with Midtrans: confirmed once the deposit is paid; an unpaid one frees its time when it expires', async () => {
    const { owner, haircut } = await salonAskingDeposit('Salon Uang Muka', 'Midtrans', {
      'Server Key Midtrans': midtrans.serverKey,
    });
    const paid = await bookAndPay(owner, haircut, '10.00');
    expect(await paid.page.locator('figure svg').count()).toBe(1);
    expect(await freeTimes(owner, haircut)).not.toContain('10:00');
    midtrans.setStatus(paid.vendorId, 'settlement');
    expect((await midtrans.notify(paid.vendorId))[0]!.status).toBe(200);
    await expectConfirmed(owner, paid.page, paid.code);

    const unpaid = await bookAndPay(owner, haircut, '11.00');
    expect(await freeTimes(owner, haircut)).not.toContain('11:00');
    midtrans.setStatus(unpaid.vendorId, 'expire');
    expect((await midtrans.notify(unpaid.vendorId))[0]!.status).toBe(200);
    await expectReleased(owner, haircut, unpaid.page);
  }, 360_000);

  it('with Xendit: the invoice page, confirmed on the callback; an expired invoice frees its time', async () => {
    const { owner, haircut } = await salonAskingDeposit('Barber Uang Muka', 'Xendit', {
      'Secret API Key Xendit': xendit.secretKey,
      'Token verifikasi webhook Xendit': xendit.callbackToken,
    });
    const invoiceOf = (vendorId: string) =>
      [...xendit.invoices.values()].find((i) => i.external_id === vendorId)!;
    const callback = async (vendorId: string, status: 'PAID' | 'EXPIRED') => {
      const body = xendit.setStatus(invoiceOf(vendorId).id, status);
      expect((await xendit.sendCallback(`${t.url}/api/payments/xendit/webhook`, body)).status).toBe(200);
    };
    const paid = await bookAndPay(owner, haircut, '10.00');
    const link = paid.page.getByRole('link', { name: 'Buka halaman pembayaran' });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${xendit.apiBase}/web/`));
    expect(invoiceOf(paid.vendorId).amount).toBe(50_000);
    await callback(paid.vendorId, 'PAID');
    await expectConfirmed(owner, paid.page, paid.code);

    const unpaid = await bookAndPay(owner, haircut, '11.00');
    await callback(unpaid.vendorId, 'EXPIRED');
    await expectReleased(owner, haircut, unpaid.page);
  }, 360_000);
});

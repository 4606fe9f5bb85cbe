import { randomBytes } from 'node:crypto';
import type { WebSettings } from '@webku/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMidtrans, startFakeMidtrans } from '../fakes/midtrans-server';
import { type FakeXendit, startFakeXendit } from '../fakes/xendit-server';
import { type OwnerWithSite, ownerWithSite } from '../support/server/owner-with-site';
import { startTestServer, type TestServer } from '../support/server/test-server';
import { launchBrowser, newPage } from './support/browser';

// At 390 px, with each fake gateway: the Pemilik connects their account in "Pembayaran Online", a customer
// orders two items and taps "Bayar sekarang", pays by QRIS at the gateway, and sees "Lunas" on the receipt
// while the owner sees the order paid in "Pesanan", both without reloading.
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

async function connect(owner: OwnerWithSite, provider: 'Midtrans' | 'Xendit', keys: Record<string, string>) {
  const admin = await openAdmin(owner, 'pembayaran-online');
  await admin.getByRole('heading', { name: 'Pembayaran Online', level: 1 }).waitFor();
  await admin.getByRole('radio', { name: provider }).check();
  for (const [label, value] of Object.entries(keys)) await admin.getByLabel(label).fill(value);
  await admin.getByRole('switch', { name: 'Pesanan dibayar online' }).click();
  await admin.getByRole('button', { name: 'Simpan' }).click();
  await admin.getByText('Kunci tersimpan dan terenkripsi').waitFor();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
  await admin.screenshot({ path: `/tmp/h40-payments-${provider.toLowerCase()}-390.png`, fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.screenshot({ path: `/tmp/h40-payments-${provider.toLowerCase()}-1280.png`, fullPage: true });
  await admin.close();
}

/** Orders the first two items and taps "Bayar sekarang"; answers the receipt page and the order's code. */
async function orderAndPay(owner: OwnerWithSite) {
  const page = await newPage(browser, 390);
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(t.url) && request.resourceType() === 'script') foreign.push(request.url());
  });
  await page.goto(`${t.url}/${owner.slug}`);
  const adds = page.locator('[data-order-add]:visible');
  await adds.nth(0).click();
  await adds.nth(1).click();
  await page.locator('[data-order-bar]').click();
  const order = page.getByRole('dialog', { name: 'Pesanan Anda' });
  await expect.poll(() => order.locator('.order-line').count()).toBe(2);
  await order.getByLabel('Nama Anda').fill('Sari');
  await order.getByLabel('Nomor WhatsApp Anda').fill('0812-7777-8888');
  expect(foreign).toEqual([]);
  await order.getByRole('button', { name: 'Bayar sekarang' }).click();
  await page.waitForURL(/\/orders\/[A-Z0-9]{6}\/receipt$/);
  const code = /\/orders\/([A-Z0-9]{6})\/receipt$/.exec(page.url())![1]!;
  await page.getByText('Menunggu pembayaran').waitFor();
  await page.screenshot({ path: `/tmp/h40-receipt-pending-${owner.slug}-390.png`, fullPage: true });
  // No vendor's script was loaded, before or after the tap: the receipt is the server's own page.
  expect(foreign).toEqual([]);
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

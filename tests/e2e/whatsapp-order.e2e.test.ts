import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatRupiah, type Order, siteDay, type WebSettings } from '@webku/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_QRIS_PAYLOAD, qrisPosterPng } from '../fixtures/images/make-images';
import { openAdmin, saveAndWait, useAdminSite } from './support/admin';
import { decodeQr } from './support/admin-images';
import { seriousAxeViolations, validateHtml } from './support/public-site-checks';

const ctx = useAdminSite('Kopi Senja');
const NUMBER = '6281234567890';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

// wa.me is outside the test machine: the opened tab is answered locally and only its URL is read.
async function stubWhatsapp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
}

async function openedWhatsapp(page: Page, click: () => Promise<void>): Promise<URL> {
  const popup = page.waitForEvent('popup');
  await click();
  const tab = await popup;
  await tab.waitForLoadState();
  const url = new URL(tab.url());
  await tab.close();
  return url;
}

type Item = { name: string; price: number };
const rupiah = formatRupiah;

async function itemOf(page: Page, index: number): Promise<Item> {
  const action = page.locator('[data-order-add]:visible').nth(index);
  return {
    name: (await action.getAttribute('data-order-name')) ?? '',
    price: Number(await action.getAttribute('data-order-price')),
  };
}

describe('ordering through WhatsApp and paying with QRIS', () => {
  it('the owner sets a WhatsApp number and uploads a QRIS in web settings', async () => {
    const page = await openAdmin(ctx, 'web-settings', 390);
    await page.getByRole('tab', { name: 'WhatsApp & QRIS' }).click();
    const number = page.getByLabel('Nomor WhatsApp');
    await number.fill('+1 415 555 0100');
    await number.blur();
    await page
      .getByText('Nomor WhatsApp harus nomor Indonesia, contoh 0812-3456-7890 atau +62 812-3456-7890')
      .waitFor();
    await number.fill('0812 3456 7890');

    const file = join(tmpdir(), `qris-kopi-senja-${Date.now()}.png`);
    await writeFile(file, await qrisPosterPng());
    await page.getByRole('button', { name: 'Pilih gambar' }).click();
    const picker = page.getByRole('dialog', { name: 'Pilih gambar' });
    const uploaded = page.waitForResponse(
      (res) => res.url().includes('/api/admin/upload/image') && res.request().method() === 'POST',
      { timeout: 45_000 },
    );
    await picker.locator('input[type="file"]').setInputFiles(file);
    expect((await uploaded).status()).toBeLessThan(300);
    await picker.getByRole('button', { name: /^Pakai qris-kopi-senja/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByLabel('Nama Merchant QRIS').fill('KOPI SENJA BRAGA');

    await saveAndWait(page, 'Save Settings', /\/api\/admin\/web-settings\/\d+$/);
    const stored = (await ctx.owner.api.get<WebSettings>('/admin/web-settings')).data;
    expect(stored).toMatchObject({
      whatsapp_number: NUMBER,
      is_whatsapp_order_enabled: true,
      qris_merchant_name: 'KOPI SENJA BRAGA',
    });
    expect(stored.qris_image).toMatch(/\/payment\//);
    // The saved number reads back grouped.
    await page.reload();
    await page.getByRole('tab', { name: 'WhatsApp & QRIS' }).click();
    await expect.poll(() => page.getByLabel('Nomor WhatsApp').inputValue()).toBe('+62 812-3456-7890');
    await page.context().close();
  });

  it('a visitor at 390 px orders three items, and the recorded order’s wa.me message carries them, the total and its code', async () => {
    // A phone's browser (headless Chromium's own user agent is a bot's, which the statistics ignore).
    const context = await ctx.browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'id-ID',
      userAgent: PHONE_UA,
    });
    await stubWhatsapp(context);
    // What the statistics script would hear, recorded from the start of every page load.
    await context.addInitScript(() => {
      const tracked: string[] = [];
      (window as unknown as { tracked: string[] }).tracked = tracked;
      document.addEventListener('webku:track', (event) => {
        tracked.push((event as CustomEvent<{ type: string }>).detail.type);
      });
    });
    const page = await context.newPage();
    await page.goto(`${ctx.t.url}/${ctx.owner.slug}`);
    const items = [await itemOf(page, 0), await itemOf(page, 1), await itemOf(page, 2)];
    expect(new Set(items.map((item) => item.name)).size).toBe(3);
    const adds = page.locator('[data-order-add]:visible');
    for (const index of [0, 1, 1, 2]) await adds.nth(index).click();
    const quantities = [1, 2, 1];
    const total = items.reduce((sum, item, index) => sum + item.price * quantities[index]!, 0);

    // The list survives a reload.
    await page.reload();
    const bar = page.locator('[data-order-bar]');
    await bar.waitFor();
    expect(await bar.locator('[data-order-count]').textContent()).toBe('4');
    await bar.click();
    const order = page.getByRole('dialog', { name: 'Pesanan Anda' });
    await order.waitFor();
    await expect.poll(() => order.locator('.order-line').count()).toBe(3);
    expect(await order.locator('[data-order-total]').textContent()).toBe(rupiah(total));
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The dialog fits the phone: nothing scrolls sideways.
    expect(await order.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);

    // Keyboard: one more of the first item, then one less again.
    await order.getByRole('button', { name: `Tambah ${items[0]!.name}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => order.locator('.qty-value').first().inputValue()).toBe('2');
    await order.getByRole('button', { name: `Kurangi ${items[0]!.name}` }).press('Enter');
    await expect.poll(() => order.locator('.qty-value').first().inputValue()).toBe('1');

    await order.getByLabel('Catatan (opsional)').fill('Budi, ambil jam 17.00');

    // QRIS from the order list: the code scans from a screenshot, beside the order total.
    await order.getByRole('link', { name: 'Bayar dengan QRIS' }).click();
    const qris = page.getByRole('dialog', { name: 'Bayar dengan QRIS' });
    await qris.waitFor();
    const image = qris.getByRole('img', { name: 'QRIS KOPI SENJA BRAGA' });
    await expect
      .poll(() =>
        image.evaluate(
          (node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth,
        ),
      )
      .toBeGreaterThan(0);
    expect((await image.boundingBox())!.width).toBeGreaterThanOrEqual(280);
    expect(await decodeQr(await image.screenshot())).toBe(DEMO_QRIS_PAYLOAD);
    expect(await qris.locator('[data-order-total]').textContent()).toBe(rupiah(total));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await qris.getByText('KOPI SENJA BRAGA', { exact: true }).waitFor();
    expect(await qris.getByRole('link', { name: 'Unduh QRIS' }).getAttribute('download')).toMatch(
      /^qris-kopi-senja\.\w+$/,
    );

    // Closing QRIS returns to the order list; both were announced to the statistics script.
    await page.keyboard.press('Escape');
    await qris.waitFor({ state: 'hidden' });
    await order.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => (window as unknown as { tracked: string[] }).tracked)).toEqual([
      'qris_open',
    ]);

    // 'Kosongkan' empties the list and the note, and one tap puts both back.
    await order.getByRole('button', { name: 'Kosongkan' }).click();
    await expect.poll(() => order.locator('.order-line').count()).toBe(0);
    const undo = order.getByRole('button', { name: 'Kembalikan pesanan' });
    await expect.poll(() => undo.evaluate((node) => node === document.activeElement)).toBe(true);
    await undo.click();
    await expect.poll(() => order.locator('.order-line').count()).toBe(3);
    expect(await order.getByLabel('Catatan (opsional)').inputValue()).toBe('Budi, ambil jam 17.00');
    expect(await order.locator('[data-order-total]').first().textContent()).toBe(rupiah(total));
    await undo.waitFor({ state: 'hidden' });

    // Sending needs the customer's name and number, then records the order and opens its chat here.
    const send = order.getByRole('link', { name: 'Kirim pesanan via WhatsApp' });
    await send.click();
    await order.getByRole('alert').getByText('Isi nama dan nomor WhatsApp Anda dulu').waitFor();
    await expect
      .poll(() => order.getByLabel('Nama Anda').evaluate((node) => node === document.activeElement))
      .toBe(true);
    await order.getByLabel('Nama Anda').fill('Budi');
    await order.getByLabel('Nomor WhatsApp Anda').fill('0812-1111-2222');
    await send.click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(page.url());
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${NUMBER}`);
    const [recorded] = (await ctx.owner.api.get<Order[]>('/admin/orders')).data;
    expect(recorded).toMatchObject({ total, customer_name: 'Budi', customer_whatsapp: '6281211112222' });
    const lines = items.map(
      (item, index) =>
        `- ${quantities[index]}x ${item.name} @ ${rupiah(item.price)} = ${rupiah(item.price * quantities[index]!)}`,
    );
    expect(url.searchParams.get('text')).toBe(
      [
        'Halo Kopi Senja, saya mau pesan:',
        ...lines,
        '',
        `*Total: ${rupiah(total)}*`,
        '',
        'Catatan: Budi, ambil jam 17.00',
        '',
        'Nama: Budi',
        `Kode pesanan: ${recorded!.code}`,
      ].join('\n'),
    );
    await context.close();
  });

  it("the owner's dashboard counts that visitor's two page views, the order and the QRIS opening", async () => {
    await ctx.t.webku.visits.flush();
    const admin = await openAdmin(ctx, '', 390);
    const total = (key: string) => admin.locator(`[data-visits-total="${key}"]`).innerText();
    await expect.poll(() => total('views')).toMatch(/\s2$/);
    expect(await total('visitors')).toMatch(/\s1$/);
    expect(await total('wa_orders')).toMatch(/\s1$/);
    expect(await total('qris_opens')).toMatch(/\s1$/);
    const today = admin.locator(`g[data-day="${siteDay(Date.now(), 'Asia/Jakarta')}"][data-orders]`);
    expect(await today.getAttribute('data-orders')).toBe('1');
    await admin.getByText('Ponsel 100%').waitFor({ state: 'visible' });
    await admin.context().close();
  });

  it('both templates stay valid HTML with ordering and QRIS on', async () => {
    const { id } = (await ctx.owner.api.get<WebSettings>('/admin/web-settings')).data;
    const pages: Record<string, string> = {};
    for (const template of ['minimalis-coffee-shop', 'classic-website']) {
      await ctx.owner.api.put(`/admin/web-settings/${id}`, { template_selected: template });
      pages[template] = await (await fetch(`${ctx.t.url}/${ctx.owner.slug}`)).text();
      expect(pages[template]).toContain('data-order-add');
    }
    expect(await validateHtml(pages)).toEqual([]);
  });

  it('without JavaScript, an item of the classic template opens a one-item WhatsApp message', async () => {
    const { id } = (await ctx.owner.api.get<WebSettings>('/admin/web-settings')).data;
    await ctx.owner.api.put(`/admin/web-settings/${id}`, { template_selected: 'classic-website' });
    const context = await ctx.browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    await stubWhatsapp(context);
    const page = await context.newPage();
    await page.goto(`${ctx.t.url}/${ctx.owner.slug}`);
    const item = await itemOf(page, 0);
    const url = await openedWhatsapp(page, () => page.locator('[data-order-add]:visible').first().click());
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${NUMBER}`);
    expect(url.searchParams.get('text')).toBe(
      `Halo Kopi Senja, saya mau pesan:\n- 1x ${item.name} @ ${rupiah(item.price)} = ${rupiah(item.price)}\n\n*Total: ${rupiah(item.price)}*`,
    );
    // The QRIS is still one tap away in the footer.
    await page.getByRole('link', { name: 'Bayar dengan QRIS' }).click();
    await page.locator('#qris').waitFor();
    await context.close();
  });
});

import { formatRupiah, type Order, type WebSettings } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { openAdmin, useAdminSite } from './support/admin';

const ctx = useAdminSite('Kopi Senja');

// A customer orders two items on the site at 390 px while the owner has "Pesanan" open: the order shows up
// there on its own, and the owner marks it done.
describe('orders from the site in "Pesanan"', () => {
  it('the owner sees a customer’s order of two items without reloading, and marks it done', async () => {
    const { id } = (await ctx.owner.api.get<WebSettings>('/admin/web-settings')).data;
    const saved = await ctx.owner.api.put(`/admin/web-settings/${id}`, { whatsapp_number: '0812-3456-7890' });
    expect(saved.status, saved.message).toBe(200);

    const admin = await openAdmin(ctx, 'pesanan', 390);
    await admin.getByRole('heading', { name: 'Pesanan', level: 1 }).waitFor();
    await admin.getByText('Belum ada pesanan').waitFor();

    const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'id-ID' });
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const page = await context.newPage();
    await page.goto(`${ctx.t.url}/${ctx.owner.slug}`);
    const adds = page.locator('[data-order-add]:visible');
    const names = [
      await adds.nth(0).getAttribute('data-order-name'),
      await adds.nth(1).getAttribute('data-order-name'),
    ];
    const prices = [
      Number(await adds.nth(0).getAttribute('data-order-price')),
      Number(await adds.nth(1).getAttribute('data-order-price')),
    ];
    await adds.nth(0).click();
    await adds.nth(1).click();
    await page.locator('[data-order-bar]').click();
    const order = page.getByRole('dialog', { name: 'Pesanan Anda' });
    await expect.poll(() => order.locator('.order-line').count()).toBe(2);
    await order.getByLabel('Nama Anda').fill('Sari');
    await order.getByLabel('Nomor WhatsApp Anda').fill('0812-7777-8888');
    await order.getByRole('link', { name: 'Kirim pesanan via WhatsApp' }).click();
    await page.waitForURL(/^https:\/\/wa\.me\/6281234567890\?/);
    const text = new URL(page.url()).searchParams.get('text') ?? '';
    const code = /Kode pesanan: ([A-Z0-9]{6})$/.exec(text)?.[1];
    expect(code).toBeDefined();
    await context.close();

    // The open screen reads the list again by itself: the order appears with its lines and total.
    const row = admin
      .getByRole('list', { name: 'Pesanan yang perlu diproses' })
      .getByRole('listitem')
      .filter({
        hasText: code!,
      });
    await row.first().waitFor({ timeout: 15_000 });
    const total = prices[0]! + prices[1]!;
    await row.first().getByText(formatRupiah(total), { exact: true }).waitFor();
    for (const name of names) await row.first().getByText(`1× ${name}`).waitFor();
    await row.first().getByText('Baru', { exact: true }).waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);

    await admin.getByRole('button', { name: `Selesai pesanan ${code}` }).click();
    const done = admin
      .getByRole('list', { name: 'Pesanan selesai dan dibatalkan' })
      .getByRole('listitem')
      .filter({
        hasText: code!,
      });
    await done.first().getByText('Selesai', { exact: true }).waitFor();
    const [stored] = (await ctx.owner.api.get<Order[]>('/admin/orders')).data;
    expect(stored).toMatchObject({ code, status: 'done', total, customer_name: 'Sari' });
    await admin.context().close();
  });
});

import { API, addDays, siteDay, type WebSettings } from '@webku/contract';
import { visitDays, visitReferrers } from '@webku/db';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdmin, useAdminSite } from './support/admin';

const ctx = useAdminSite('Kopi Statistik');
const SHOTS = process.env.SCREENSHOT_DIR;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

// A visitor's phone, and the bodies of the visit beacons its pages send.
async function phoneVisitor(locale: string) {
  const visitor = await ctx.browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: PHONE_UA,
    locale,
  });
  const page = await visitor.newPage();
  const beacons: string[] = [];
  const beaconPath = `/api${API.public.visits(ctx.owner.slug)}`;
  // Counted once the server has answered: closing the phone's context with a beacon still on its way would
  // cancel it, and the count would then miss it.
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === beaconPath) beacons.push(request.postData() ?? '');
  });
  return { visitor, page, beacons };
}

// The statistics card, photographed when SCREENSHOT_DIR is set.
async function shootVisits(page: Page, name: string) {
  if (SHOTS)
    await page
      .locator('#visits-heading')
      .locator('xpath=../..')
      .screenshot({ path: `${SHOTS}/${name}.png` });
}

const total = (page: Page, key: string) => page.locator(`[data-visits-total="${key}"] dd`).innerText();

describe('visitor statistics', () => {
  it('counts a phone visit and its WhatsApp order, and the dashboard chart shows them', async () => {
    const empty = await openAdmin(ctx, '', 390);
    await expect.poll(() => empty.getByText('Belum ada kunjungan').isVisible()).toBe(true);
    await shootVisits(empty, `visits-empty-390`);
    await empty.context().close();

    // A visitor on a phone, arriving from a Google search.
    const { visitor, page, beacons } = await phoneVisitor('id-ID');
    await visitor.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    await page.goto(`${ctx.t.url}/${ctx.owner.slug}`, { referer: 'https://www.google.com/search?q=kopi' });
    await expect.poll(() => beacons.length).toBe(1);
    // Only the origin of the referring page travels, never its search words.
    // The view names the page's language.
    expect(JSON.parse(beacons[0]!)).toEqual({
      type: 'view',
      referrer: 'https://www.google.com',
      language: 'id',
    });

    // The ordering script reports an order; the order button's wa.me link is then not a second count.
    await page.evaluate(() => {
      document.dispatchEvent(new CustomEvent('webku:track', { detail: { type: 'wa_order' } }));
      const add = (href: string, id: string) => {
        const link = Object.assign(document.createElement('a'), {
          href,
          id,
          textContent: id,
          target: '_blank',
        });
        document.body.append(link);
        return link;
      };
      add('https://wa.me/6281234567890?text=Halo', 'send-order').addEventListener('click', () =>
        document.dispatchEvent(new CustomEvent('webku:track', { detail: { type: 'wa_order' } })),
      );
      add('https://wa.me/6281234567890', 'floating-wa');
      // An item's "Pesan" link that the order list takes over is not a tap on WhatsApp.
      add('https://wa.me/6281234567890?text=1x', 'add-item').addEventListener('click', (e) =>
        e.preventDefault(),
      );
      add('tel:+6281234567890', 'call');
    });
    for (const id of ['send-order', 'floating-wa', 'add-item', 'call']) await page.locator(`#${id}`).click();
    await expect.poll(() => beacons.length).toBe(5);
    const types = beacons.slice(1).map((body) => (JSON.parse(body) as { type: string }).type);
    expect(types.sort()).toEqual(['tel_tap', 'wa_order', 'wa_order', 'wa_tap']);
    await visitor.close();

    // A beacon the browser sent may still be on its way through the server when the page closes: flush
    // until all five are written.
    await expect
      .poll(async () => {
        await ctx.t.webku.visits.flush();
        const days = await ctx.t.webku.db.select().from(visitDays);
        const row = days.find((day) => day.company_id === ctx.owner.companyId);
        return row && [row.views, row.wa_orders, row.wa_taps, row.tel_taps];
      })
      .toEqual([1, 2, 1, 1]);

    for (const width of [390, 1280]) {
      const admin = await openAdmin(ctx, '', width);
      await expect.poll(() => total(admin, 'views')).toBe('1');
      expect(await total(admin, 'visitors')).toBe('1');
      expect(await total(admin, 'wa_orders')).toBe('2');
      expect(await admin.locator('[data-visits-total="wa_taps"]').innerText()).toMatch(/1$/);
      expect(await admin.locator('[data-visits-total="tel_taps"]').innerText()).toMatch(/1$/);
      const today = siteDay(Date.now(), 'Asia/Jakarta');
      const column = admin.locator(`g[data-day="${today}"][data-views]`);
      expect(await column.getAttribute('data-views')).toBe('1');
      expect(await column.getAttribute('data-visitors')).toBe('1');
      expect(await admin.locator(`g[data-day="${today}"][data-orders]`).getAttribute('data-orders')).toBe(
        '2',
      );
      // The bars are drawn: today's visitors bar has height, an empty day has none.
      expect(Number(await column.locator('rect').nth(2).getAttribute('height'))).toBeGreaterThan(0);
      expect(await admin.locator('[data-referrer="google.com"]').innerText()).toMatch(/google\.com\s+1/);
      await admin.getByText('Ponsel 100%').waitFor({ state: 'visible' });
      await shootVisits(admin, `visits-${width}`);
      if (SHOTS) await admin.screenshot({ path: `${SHOTS}/dashboard-${width}.png`, fullPage: true });
      await admin.context().close();
    }
  });

  it('draws a month of history to scale, with the busiest day tallest', async () => {
    const today = siteDay(Date.now(), 'Asia/Jakarta');
    const { companyId } = ctx.owner;
    // Stored days as earlier flushes left them: a weekly rhythm, busier at weekends.
    const rows = Array.from({ length: 29 }, (_, i) => {
      const views = 20 + ((i * 7) % 23) + (i % 7 >= 5 ? 40 : 0);
      return {
        company_id: companyId,
        day: addDays(today, -29 + i),
        views,
        visitors: Math.round(views * 0.7),
        wa_orders: i % 4,
        phone_views: views - 3,
        desktop_views: 3,
      };
    });
    await ctx.t.webku.db.insert(visitDays).values(rows);
    await ctx.t.webku.db.insert(visitReferrers).values(
      ['instagram.com', 'l.facebook.com', 'tiktok.com', 'maps.google.com'].map((host, i) => ({
        company_id: companyId,
        day: addDays(today, -3),
        host,
        views: 30 - i * 7,
      })),
    );
    const busiest = rows.reduce((a, b) => (b.views > a.views ? b : a));
    for (const width of [390, 1280]) {
      const admin = await openAdmin(ctx, '', width);
      await expect
        .poll(() => total(admin, 'views'))
        .toBe(rows.reduce((n, r) => n + r.views, 1).toLocaleString('id-ID'));
      await admin.getByText(`maks. 100`).waitFor({ state: 'visible' });
      const height = (day: string) =>
        admin.locator(`g[data-day="${day}"][data-views] rect`).nth(1).getAttribute('height');
      expect(Number(await height(busiest.day))).toBe(busiest.views);
      expect(await admin.locator('[data-referrer]').first().getAttribute('data-referrer')).toBe(
        'instagram.com',
      );
      await shootVisits(admin, `visits-month-${width}`);
      await admin.context().close();
    }
  });

  it('counts a view of the English page as one, and the dashboard names it while English is on', async () => {
    const { data } = await ctx.owner.api.get<WebSettings>(API.admin.webSettings.root);
    const on = await ctx.owner.api.put(API.admin.webSettings.record(data.id), { second_language: 'english' });
    expect(on.status).toBe(200);
    const { visitor, page, beacons } = await phoneVisitor('en-AU');
    await page.goto(`${ctx.t.url}/${ctx.owner.slug}/en`);
    await expect.poll(() => beacons.length).toBe(1);
    expect(JSON.parse(beacons[0]!)).toEqual({ type: 'view', language: 'en' });
    await visitor.close();
    await expect
      .poll(async () => {
        await ctx.t.webku.visits.flush();
        const days = await ctx.t.webku.db.select().from(visitDays);
        return days.find((day) => day.company_id === ctx.owner.companyId && day.english_views > 0)
          ?.english_views;
      })
      .toBe(1);

    const admin = await openAdmin(ctx, '', 390);
    const english = admin.locator('[data-visits-language="english"]');
    await expect.poll(() => english.innerText()).toMatch(/^Halaman English\s+1 kunjungan$/);
    // The Indonesian page's view of the first test counted too.
    expect(await admin.locator('[data-visits-language="indonesia"]').innerText()).toMatch(
      /^Halaman Bahasa Indonesia\s+1 kunjungan$/,
    );
    await shootVisits(admin, `visits-languages-390`);
    await admin.context().close();
  });
});

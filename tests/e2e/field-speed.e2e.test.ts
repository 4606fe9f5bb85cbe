import { API, type VitalsBeacon, type VitalsRow, vitalBucket } from '@webku/contract';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixLine, formatVital } from '../../apps/web/src/features/admin-shell/utils/vital-verdicts';
import { type OwnerWithSite, ownerWithSite } from '../support/server/owner-with-site';
import { startTestServer, type TestServer } from '../support/server/test-server';
import { openAdmin } from './support/admin';

const SHOTS = process.env.SCREENSHOT_DIR;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
// A slow phone on a slow mobile network: CPU four times slower (CDP), 400 ms and about 400 kbit/s.
const CPU_SLOWDOWN = 4;
const SLOW_NETWORK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };

const ctx = {} as { t: TestServer; owner: OwnerWithSite; browser: Browser };
beforeAll(async () => {
  // Every view measures (VITALS_SAMPLE=1), so each visit below sends its beacon.
  ctx.t = await startTestServer({ VITALS_SAMPLE: '1' });
  ctx.owner = await ownerWithSite(ctx.t, 'Kopi Lambat');
  // The phone's User-Agent for the whole browser: a beacon leaving as its page unloads is sent by the
  // browser process, which knows nothing of a context's userAgent and would name itself HeadlessChrome
  // (a bot, uncounted).
  ctx.browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync', `--user-agent=${PHONE_UA}`],
  });
}, 120_000);
afterAll(async () => {
  await ctx.browser?.close();
  await ctx.t?.close();
});

const dashboard = async () => (await ctx.owner.api.get<VitalsRow[]>(API.admin.vitals(28))).data;

/**
 * One phone's visit of a public page: throttled through the DevTools protocol, a tap on the page's title,
 * then the visitor switches away (the page hidden: a headless browser keeps every tab visible, so the test
 * hides it as the browser would) and the beacon the browser sent is returned; or the visitor leaves for
 * another page (pagehide), and the beacon goes as the page unloads, out of the test's sight.
 */
async function visit(
  path: string,
  network: typeof SLOW_NETWORK | null,
  leave: 'hide' | 'navigate' = 'hide',
): Promise<VitalsBeacon | null> {
  const context = await ctx.browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: PHONE_UA,
    locale: 'id-ID',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  // Test only: notes when the field-speed script has started listening for the page being left.
  await page.addInitScript(() => {
    const add = window.addEventListener;
    window.addEventListener = function (this: Window, ...args: Parameters<typeof add>) {
      if (args[0] === 'pagehide') document.documentElement.dataset.measuring = '';
      return add.apply(this, args);
    } as typeof add;
  });
  const beaconPath = `/api${API.public.vitals(ctx.owner.slug)}`;
  await page.goto(`${ctx.t.url}/${ctx.owner.slug}${path}`, { waitUntil: 'load', timeout: 60_000 });
  await page.locator('html[data-measuring]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.locator('h1').first().click();
  if (leave === 'navigate') {
    // The beacon leaves as the page unloads, out of the test's sight: the browser stays open until the
    // dashboard counts it.
    await page.goto('about:blank');
    await expect
      .poll(async () => {
        await ctx.t.webku.visits.flush();
        return (await dashboard()).find((row) => row.path === path)?.samples;
      })
      .toBe(1);
    await context.close();
    return null;
  }
  const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === beaconPath);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const body = JSON.parse((await beacon).postData() ?? '{}') as VitalsBeacon;
  await context.close();
  return body;
}

// The nearest-rank 75th percentile, as the browser's own values give it.
const p75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1]!;

describe('field speed from real browsers', () => {
  it('fills the dashboard with the p75 the throttled phones measured, within one bucket', async () => {
    const sent: VitalsBeacon[] = [];
    for (let i = 0; i < 6; i += 1) sent.push((await visit('', SLOW_NETWORK))!);
    for (let i = 0; i < 3; i += 1) sent.push((await visit('/links', null))!);
    // One more phone leaves the privacy page for another site: its beacon goes as the page unloads.
    await visit('/privacy-policy', null, 'navigate');
    console.info(
      '[field speed] sent:',
      sent.map(
        (b) =>
          `${b.path} ${b.device} lcp=${b.lcp} inp=${b.inp} cls=${b.cls} ttfb=${b.ttfb} fcp=${b.fcp} ${b.lcp_cause} ${b.lcp_bytes ?? ''}`,
      ),
    );
    expect(sent.map((b) => `${b.path} ${b.device}`)).toEqual([
      ...Array(6).fill('/ mobile'),
      ...Array(3).fill('/links mobile'),
    ]);
    await ctx.t.webku.visits.flush();

    const rows = await dashboard();
    console.info('[field speed] dashboard:', JSON.stringify(rows));
    for (const path of ['/', '/links'] as const) {
      const mine = sent.filter((b) => b.path === path);
      const row = rows.find((r) => r.path === path && r.device === 'mobile')!;
      expect(row.samples).toBe(mine.length);
      const lcp = p75(mine.map((b) => b.lcp));
      expect(Math.abs(vitalBucket('lcp', row.lcp_p75!) - vitalBucket('lcp', lcp))).toBeLessThanOrEqual(1);
      const cls = p75(mine.map((b) => b.cls));
      expect(Math.abs(vitalBucket('cls', row.cls_p75!) - vitalBucket('cls', cls))).toBeLessThanOrEqual(1);
      const taps = mine.flatMap((b) => (b.inp === undefined ? [] : [b.inp]));
      if (taps.length) {
        const inp = p75(taps);
        expect(Math.abs(vitalBucket('inp', row.inp_p75!) - vitalBucket('inp', inp))).toBeLessThanOrEqual(1);
      } else expect(row.inp_p75).toBeNull();
    }

    expect(rows.find((r) => r.path === '/privacy-policy')?.samples).toBe(1);

    // The dashboard card shows the same p75 in an owner's words, and what to fix where a cause was named.
    const home = rows.find((r) => r.path === '/')!;
    const page = await openAdmin(ctx, '', 390);
    const card = page.locator('[data-vitals-page="/"][data-vitals-device="mobile"]');
    await expect.poll(() => card.locator('h3 + span').innerText()).toBe(`${home.samples} pengukuran`);
    expect(await card.locator('[data-vital="lcp"] dd').first().innerText()).toContain(
      formatVital('lcp', home.lcp_p75!),
    );
    const fix = fixLine(home, 'lcp');
    if (fix) expect(await card.locator('[data-vital-fix="lcp"]').innerText()).toBe(fix);
    else expect(await card.locator('[data-vital-fix="lcp"]').count()).toBe(0);
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/field-speed-390.png` });
    await page.context().close();
  }, 300_000);
});

import { mkdirSync } from 'node:fs';
import { eq, subscriptions, users } from '@webku/db';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CADDY, hasCaddy, type RunningCaddy, startCaddy } from '../fakes/caddy';
import { type FakeDns, startFakeDns } from '../fakes/dns-server';
import { startFakeOidc } from '../fakes/oidc-provider';
import { type FakeRdap, startFakeRdap } from '../fakes/rdap-server';
import { ownerWithSite } from '../support/server/owner-with-site';
import { startTestServer, type TestServer } from '../support/server/test-server';
import { launchBrowser, newPage } from './support/browser';

// An owner buys hosting for kopisenja.com: plans, domain check (RDAP fake), checkout, the sandbox
// gateway's payment page, the status page, the registration by the sandbox registrar, the DNS fake
// pointing the domain at us, and finally the site on that domain over HTTPS through Caddy.
const PLATFORM_HOST = 'webku.test';
const PLATFORM_IPV4 = '203.0.113.10';
const DOMAIN = 'kopisenja.com';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let oidc: Awaited<ReturnType<typeof startFakeOidc>>;
let rdap: FakeRdap;
let dns: FakeDns;
let t: TestServer;
let browser: Browser;
let slug: string;
let page: Page;

beforeAll(async () => {
  oidc = await startFakeOidc();
  rdap = await startFakeRdap();
  rdap.register('kopisenja-terpakai.com');
  dns = await startFakeDns();
  t = await startTestServer({
    ...oidc.env,
    ...rdap.env,
    DOMAIN_CHECK_CACHE_MS: '0',
    PLATFORM_HOST,
    PLATFORM_IPV4,
    DNS_PROVIDER: 'resolver',
    DNS_SERVERS: dns.server,
    DNS_CHECK_INTERVAL_MS: '300',
    DNS_TIMEOUT_MS: '1000',
  });
  const owner = await ownerWithSite(t, 'Kopi Senja');
  slug = owner.slug;
  const [user] = await t.webku.db.select().from(users).where(eq(users.id, owner.userId));
  oidc.signInAs({ email: user!.email, name: user!.name });
  browser = await launchBrowser();
  page = await newPage(browser, 1280);
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
  await dns?.close();
  await rdap?.close();
  await oidc?.stop();
});

const admin = (sub = '') => `${t.url}/${slug}/admin${sub ? `/${sub}` : ''}`;

describe('buying a custom domain with hosting', () => {
  it('signs in and finds no subscription yet', async () => {
    await page.goto(`${t.url}/`);
    await page.getByRole('button', { name: 'Masuk dengan Google' }).click();
    await page.waitForURL(admin());
    await page.getByRole('link', { name: 'Custom Domain & Hosting' }).first().click();
    await page.waitForURL(admin('subscriptions'));
    await page.getByText('Tidak ada langganan aktif').waitFor();
  });

  it('lists the plans with their prices, and the retired one as Tidak Tersedia', async () => {
    await page.getByRole('link', { name: 'Beli Domain & Hosting' }).click();
    await page.waitForURL(admin('subscription-plans'));
    const bisnis = page.getByTestId('plan-card').filter({ hasText: 'Paket Bisnis' });
    await expect.poll(() => bisnis.locator('s').textContent()).toContain('Rp 499.000');
    expect(await bisnis.textContent()).toContain('Rp 399.000');
    expect(await bisnis.textContent()).toContain('Domain .com 12 bulan');
    const korporat = page.getByTestId('plan-card').filter({ hasText: 'Paket Korporat' });
    expect(await korporat.getByRole('button', { name: 'Tidak Tersedia' }).isDisabled()).toBe(true);
  });

  it('checks the domain: nothing sent when empty, taken names refused, registry trouble reported, a free one leads to step 2', async () => {
    await page.getByRole('link', { name: 'Pilih Paket Bisnis' }).click();
    await page.waitForURL(/\/subscription-plans\/\d+\/on-board-checkout$/);
    const checks: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/admin/check-domain')) checks.push(req.url());
    });

    await page.getByRole('button', { name: 'Cek Domain' }).click();
    await page.getByText('Masukkan nama domain').waitFor();
    expect(checks).toEqual([]);

    const input = page.getByLabel('Nama domain');
    await input.fill('kopisenja-terpakai');
    await page.getByRole('button', { name: 'Cek Domain' }).click();
    await page.getByText('kopisenja-terpakai.com tidak tersedia').waitFor();
    expect(await page.getByText('Detail Checkout').count()).toBe(0);

    rdap.reply({ status: 503 });
    await input.fill('kopisenja');
    await page.getByRole('button', { name: 'Cek Domain' }).click();
    await page.getByText('Gagal mengecek domain', { exact: true }).waitFor();
    expect(await page.getByText('Detail Checkout').count()).toBe(0);

    await input.fill('  KopiSenja ');
    await page.getByRole('button', { name: 'Cek Domain' }).click();
    await page.getByText(`${DOMAIN} tersedia`).waitFor();
    const details = page.getByTestId('checkout-details');
    await details.getByText('Detail Checkout').waitFor();
    const text = await details.textContent();
    expect(text).toContain('Paket Bisnis');
    expect(text).toContain(DOMAIN);
    expect(text).toContain('12 bulan');
    expect(text).toContain('Rp 399.000');
    expect(checks).toHaveLength(3);
    expect(rdap.requests).toContain(`/domain/${DOMAIN}`);
  });

  it('creates the invoice, opens the payment page in a new tab and shows Menunggu', async () => {
    const [gateway] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Checkout Sekarang' }).click(),
    ]);
    await page.waitForURL(/\/admin\/subscriptions\/invoices\/\d+\/status$/);
    await page.getByTestId('invoice-waiting').getByText('Menunggu', { exact: true }).waitFor();
    await page.getByText(DOMAIN).first().waitFor();

    await gateway.waitForLoadState();
    expect(gateway.url()).toMatch(/\/api\/payments\/sandbox\/pay\/sbx_/);
    await gateway.getByText('Rp 399.000').waitFor();
    await gateway.getByRole('button', { name: 'Bayar' }).click();
    await gateway.getByText('Pembayaran berhasil').first().waitFor();
    await gateway.close();
  });

  it('turns to paid within one poll, counts down five seconds and returns to the admin home', async () => {
    const paid = page.getByTestId('invoice-paid');
    await paid.waitFor({ timeout: 12_000 });
    await paid.getByText('Pembayaran Berhasil').waitFor();
    await paid.getByRole('button', { name: 'Kembali ke Dashboard Sekarang' }).waitFor({ state: 'visible' });
    const first = Number(await page.getByTestId('countdown').locator('span').textContent());
    expect(first).toBeGreaterThanOrEqual(3);
    expect(first).toBeLessThanOrEqual(5);
    await page.waitForURL(admin(), { timeout: 10_000 });
  });

  it('shows the subscription card, and no DNS records to set: the platform registers the domain', async () => {
    await page.getByRole('link', { name: 'Custom Domain & Hosting' }).first().click();
    const card = page.getByTestId('subscription-card');
    await card.waitFor();
    expect(await card.getByTestId('subscription-badge').textContent()).toBe('Aktif');
    const text = await card.textContent();
    expect(text).toContain('Paket Bisnis');
    expect(text).toContain(DOMAIN);
    expect(text).toContain('Rp 399.000 / tahun');
    expect(text).toMatch(/365 hari|366 hari/);
    expect(text).toMatch(
      /\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}/,
    );
    expect(text).toMatch(/INV\/\d{4}\/\d{2}\/\d{6}/);
    // The built-in sandbox registrar registers it; its records live at the (sandbox) registrar.
    await page.locator('[data-testid="domain-registration"][data-status="registered"]').waitFor();
    expect(await page.locator('table').count()).toBe(0);
  });

  it("shows 'Domain Activated' once the domain's DNS points at the platform", async () => {
    dns.set(DOMAIN, [{ type: 'A', data: PLATFORM_IPV4 }]);
    dns.set(`www.${DOMAIN}`, [{ type: 'CNAME', data: PLATFORM_HOST }]);
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('subscription-card').textContent();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toContain('Domain Activated');
    expect(await page.locator('table').count()).toBe(0);
    await page.getByRole('link', { name: `Buka ${DOMAIN}` }).waitFor();
  });
});

// Caddy in front, with the site blocks of deploy/Caddyfile (as in the server's own Caddy test).
describe.skipIf(!hasCaddy)('the site on its own domain, over HTTPS through Caddy', () => {
  let caddy: RunningCaddy | undefined;

  beforeAll(async () => {
    caddy = await startCaddy({ appPort: Number(new URL(t.url).port), platformHost: PLATFORM_HOST });
  });

  afterAll(async () => {
    await caddy?.stop();
  });

  it("gets a certificate for the owner's domain and serves the site there", async () => {
    const res = await caddy!.httpsGet(DOMAIN);
    expect(res.cert.subjectaltname).toBe(`DNS:${DOMAIN}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Kopi Senja');

    // The browser reaches kopisenja.com on loopback; the certificate itself was checked above
    // against Caddy's local root, which this Chromium profile does not trust.
    const visitor = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1, MAP www.${DOMAIN} 127.0.0.1`,
      ],
    });
    try {
      const context = await visitor.newContext({ ignoreHTTPSErrors: true, locale: 'id-ID' });
      const site = await context.newPage();
      const response = await site.goto(`https://${DOMAIN}:${caddy!.httpsPort}/`);
      expect(response?.status()).toBe(200);
      expect(await site.title()).toContain('Kopi Senja');
      expect(await site.locator('link[rel="canonical"]').getAttribute('href')).toBe(`https://${DOMAIN}`);
    } finally {
      await visitor.close();
    }
  });
});

if (!hasCaddy)
  console.warn(
    `Skipping the HTTPS step of the subscription journey: ${CADDY} is not installed (apt-get install caddy).`,
  );

// The company holds one subscription: the plans screen now extends kopisenja.com, without a domain check.
describe('extending the subscription from the plans screen', () => {
  const validUntil = async () => {
    const [row] = await t.webku.db
      .select({ validUntil: subscriptions.valid_until })
      .from(subscriptions)
      .where(eq(subscriptions.domain_url, DOMAIN));
    return row!.validUntil!;
  };

  it('shows the domain locked with "Perpanjang 12 bulan" on every plan, at 390 and 1280 px', async () => {
    await page.goto(admin('subscription-plans'));
    const locked = page.getByTestId('extend-domain');
    await locked.waitFor();
    const input = locked.getByLabel('Domain Anda');
    expect(await input.inputValue()).toBe(DOMAIN);
    expect(await input.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('link', { name: 'Perpanjang 12 bulan dengan Paket Bisnis' }).waitFor();
    expect(await page.getByRole('link', { name: 'Pilih Paket Bisnis' }).count()).toBe(0);
    const current = page.getByTestId('plan-card').filter({ hasText: 'Paket Anda saat ini' });
    expect(await current.getByRole('heading').textContent()).toBe('Paket Bisnis');

    mkdirSync('screenshots', { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(scroll, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `screenshots/plans-active-subscription-${width}.png`, fullPage: true });
    }
  });

  it('cancels a waiting extension after a confirmation that says what happens', async () => {
    await page.getByRole('link', { name: 'Perpanjang 12 bulan dengan Paket Bisnis' }).click();
    await page.waitForURL(/\/on-board-checkout$/);
    await page.getByTestId('checkout-details').waitFor();
    expect(await page.getByRole('button', { name: 'Cek Domain' }).count()).toBe(0);
    expect(await page.getByTestId('checkout-details').textContent()).toContain('Berlaku hingga');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `screenshots/checkout-extend-${width}.png`, fullPage: true });
    }
    const [gateway] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Perpanjang 12 bulan' }).click(),
    ]);
    await page.getByTestId('invoice-waiting').waitFor();
    await page.getByRole('button', { name: 'Batalkan Invoice' }).waitFor({ state: 'visible' });

    // The subscription screen shows the waiting invoice under the running subscription.
    await page.goto(admin('subscriptions'));
    const waiting = page.getByTestId('pending-invoice');
    await waiting.waitFor();
    expect(await waiting.textContent()).toContain(DOMAIN);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `screenshots/subscription-pending-invoice-${width}.png`,
        fullPage: true,
      });
    }
    await waiting.getByRole('button', { name: 'Batalkan Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Batalkan invoice ini?' });
    const text = await dialog.textContent();
    expect(text).toContain(DOMAIN);
    expect(text).toContain('tidak bisa dibayar lagi');
    expect(text).toContain('Langganan Anda yang sedang berjalan tidak berubah.');
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: 'screenshots/cancel-invoice-dialog-390.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Ya, Batalkan Invoice' }).click();
    await waiting.waitFor({ state: 'detached' });
    await page.getByTestId('subscription-card').getByRole('link', { name: 'Perpanjang 12 bulan' }).waitFor();
    // The gateway's page was closed with it: nothing left to pay there.
    await gateway.reload();
    await gateway.getByText('Dibatalkan / kedaluwarsa').waitFor();
    expect(await gateway.getByRole('button', { name: 'Bayar' }).count()).toBe(0);
    await gateway.close();
  });

  it('pays an extension: twelve more months on the same domain', async () => {
    const before = await validUntil();
    await page.goto(admin('subscription-plans'));
    await page.getByRole('link', { name: 'Perpanjang 12 bulan dengan Paket Bisnis' }).click();
    await page.getByTestId('checkout-details').waitFor();
    const [gateway] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Perpanjang 12 bulan' }).click(),
    ]);
    await gateway.waitForLoadState();
    await gateway.getByRole('button', { name: 'Bayar' }).click();
    await gateway.getByText('Pembayaran berhasil').first().waitFor();
    await gateway.close();
    await page.getByTestId('invoice-paid').waitFor({ timeout: 12_000 });

    const expected = new Date(before);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(await validUntil()).toEqual(expected);
    await page.goto(admin('subscriptions'));
    const card = page.getByTestId('subscription-card');
    await card.waitFor();
    expect(await card.textContent()).toContain(DOMAIN);
    expect(await card.textContent()).toMatch(/7[23]\d hari/);
    expect(await page.getByTestId('pending-invoice').count()).toBe(0);
  });
});

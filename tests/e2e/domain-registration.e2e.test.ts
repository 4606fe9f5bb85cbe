import { mkdirSync } from 'node:fs';
import { domainRegistrations, eq, invoices, subscriptions } from '@webku/db';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDns, startFakeDns } from '../fakes/dns-server';
import { type FakeNamecheap, startFakeNamecheap } from '../fakes/namecheap-server';
import { type OwnerWithSite, ownerWithSite } from '../support/server/owner-with-site';
import { startTestServer, type TestServer } from '../support/server/test-server';
import { openAdmin } from './support/admin';
import { launchBrowser } from './support/browser';

// An owner pays for a plan with a domain (sandbox gateway); the platform registers it at Namecheap (the
// local fake of its XML API), sets the records there (the fake publishes them on the fake DNS server the
// DNS check asks) and the domain serves the site: the owner never touches DNS. A name taken between the
// check and the payment fails in Indonesian, marks the invoice and takes another name; a hosting-only
// plan takes the owner's own tokoku.my.id (www. dropped, as for a .com), refuses my.id and a subdomain,
// shows the records to set with the TXT proof and their status, and serves the domain once proven.
const PLATFORM_HOST = 'webku.test';
const PLATFORM_IPV4 = '203.0.113.10';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';

let dns: FakeDns;
let namecheap: FakeNamecheap;
let t: TestServer;
let browser: Browser;

beforeAll(async () => {
  dns = await startFakeDns();
  namecheap = await startFakeNamecheap({ dns });
  t = await startTestServer({
    ...namecheap.env,
    NAMECHEAP_TIMEOUT_MS: '20000',
    REGISTRAR_RETRY_MS: '200',
    REGISTRAR_MAX_ATTEMPTS: '3',
    PLATFORM_HOST,
    PLATFORM_IPV4,
    DNS_PROVIDER: 'resolver',
    DNS_SERVERS: dns.server,
    DNS_CHECK_INTERVAL_MS: '300',
    DNS_TIMEOUT_MS: '1000',
  });
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
  await namecheap?.close();
  await dns?.close();
});

const ctxOf = (owner: OwnerWithSite) => ({ t, owner, browser });

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(scroll, `horizontal scroll of ${name} at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// Plans → check → 'Checkout Sekarang' → the sandbox gateway's 'Bayar' → the paid view.
async function buy(page: Page, plan: string, name: string, beforePaying?: () => void) {
  await page.getByRole('link', { name: `Pilih ${plan}` }).click();
  await page.getByLabel('Nama domain').fill(name);
  await page.getByRole('button', { name: 'Cek Domain' }).click();
  await page.getByTestId('checkout-details').waitFor();
  const [gateway] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Checkout Sekarang' }).click(),
  ]);
  beforePaying?.();
  await gateway.waitForLoadState();
  await gateway.getByRole('button', { name: 'Bayar' }).click();
  await gateway.getByText('Pembayaran berhasil').first().waitFor();
  await gateway.close();
  await page.getByTestId('invoice-paid').waitFor({ timeout: 12_000 });
}

// The API answer the screen is built from, read with the owner's own session.
const registrationStatus = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/admin/subscriptions/my-subscriptions', {
      headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` },
    });
    const body = (await res.json()) as { data: { domain_registration: { status: string } | null } | null };
    return body.data?.domain_registration?.status ?? null;
  });

describe('a plan with a domain: registered for the owner, served without a DNS step', () => {
  let owner: OwnerWithSite;
  let page: Page;
  const DOMAIN = 'kopiesok.com';

  beforeAll(async () => {
    owner = await ownerWithSite(t, 'Kopi Esok');
    page = await openAdmin(ctxOf(owner), 'subscription-plans');
  }, 60_000);

  it('pays in the sandbox and shows the registration pending, then registered', async () => {
    // The registrar answers its first question slowly, so the pending state can be seen.
    await buy(page, 'Paket Bisnis', 'kopiesok', () =>
      namecheap.reply({ command: 'namecheap.domains.getinfo', delayMs: 6_000 }),
    );
    await page.goto(`${t.url}/${owner.slug}/admin/subscriptions`);
    const card = page.getByTestId('domain-registration');
    await card.and(page.locator('[data-status="pending"]')).waitFor();
    expect(await card.textContent()).toContain(`Mendaftarkan ${DOMAIN}`);
    expect(await registrationStatus(page)).toBe('pending');
    expect(await page.locator('table').count()).toBe(0);
    await shoot(page, 'registration-pending');

    await card.and(page.locator('[data-status="registered"]')).waitFor({ timeout: 20_000 });
    expect(await registrationStatus(page)).toBe('registered');
    const text = await card.textContent();
    expect(text).toContain('Domain terdaftar');
    expect(text).toMatch(/hingga \d{1,2} \w+ \d{4}/);
    expect(namecheap.charges).toEqual([{ command: 'namecheap.domains.create', domain: DOMAIN }]);
  });

  it('serves the site on the domain once the DNS check finds the records the platform set', async () => {
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('subscription-card').textContent();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toContain('Domain Activated');
    await shoot(page, 'registration-registered');

    const visitor = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`],
    });
    try {
      const site = await visitor.newPage();
      const response = await site.goto(`http://${DOMAIN}:${new URL(t.url).port}/`);
      expect(response?.status()).toBe(200);
      expect(await site.title()).toContain('Kopi Esok');
    } finally {
      await visitor.close();
    }
  });

  it('says so from 30 days before the expiry and offers the renewal', async () => {
    await t.webku.db
      .update(domainRegistrations)
      .set({ expires_at: new Date(Date.now() + 20 * 86_400_000) })
      .where(eq(domainRegistrations.domain, DOMAIN));
    await page.reload();
    const card = page.getByTestId('domain-registration');
    await card.getByText('Domain berakhir dalam 20 hari').waitFor();
    await shoot(page, 'registration-expiring-soon');
    await card.getByRole('link', { name: 'Perpanjang Domain' }).click();
    await page.getByRole('link', { name: 'Perpanjang 12 bulan dengan Paket Bisnis' }).waitFor();
  });
});

describe('a registration the registrar refuses', () => {
  it('shows why in Indonesian, marks the invoice for a refund, and registers another name on it', async () => {
    const owner = await ownerWithSite(t, 'Kopi Gagal');
    const page = await openAdmin(ctxOf(owner), 'subscription-plans');
    // Someone else registers the name between the owner's check and their payment.
    await buy(page, 'Paket Bisnis', 'kopigagal', () => namecheap.registerElsewhere('kopigagal.com'));
    await page.goto(`${t.url}/${owner.slug}/admin/subscriptions`);
    const card = page.getByTestId('domain-registration');
    await card.and(page.locator('[data-status="failed"]')).waitFor({ timeout: 20_000 });
    const text = await card.textContent();
    expect(text).toContain('Pendaftaran domain gagal');
    expect(text).toContain('kopigagal.com ternyata sudah didaftarkan pihak lain');
    expect(text).toContain('sudah kami tandai untuk pengembalian dana');
    const [invoice] = await t.webku.db
      .select()
      .from(invoices)
      .where(eq(invoices.domain_url, 'kopigagal.com'));
    expect(invoice!.refund_requested_at).toBeInstanceOf(Date);
    await shoot(page, 'registration-failed');

    await card.getByLabel('Nama domain lain').fill('kopigagal.co.id');
    await card.getByRole('button', { name: 'Daftarkan Domain Ini' }).click();
    await card.getByText('Hanya domain .com yang tersedia').waitFor();
    await card.getByLabel('Nama domain lain').fill('kopigagal-bandung');
    await card.getByRole('button', { name: 'Daftarkan Domain Ini' }).click();
    await card.and(page.locator('[data-status="registered"]')).waitFor({ timeout: 20_000 });
    expect(await card.textContent()).toContain('kopigagal-bandung.com');
    const [after] = await t.webku.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(after!.refund_requested_at).toBeNull();
    await page.context().close();
  });
});

describe('hosting for a domain the owner already has', () => {
  it('takes www.tokoku.my.id as tokoku.my.id, refuses my.id and a subdomain, and shows the records with their status', async () => {
    const owner = await ownerWithSite(t, 'Toko Ku');
    const page = await openAdmin(ctxOf(owner), 'subscription-plans');
    const hosting = page.getByTestId('plan-card').filter({ hasText: 'Paket Hosting' });
    expect(await hosting.textContent()).toContain('Untuk domain yang sudah Anda miliki');
    await hosting.getByRole('link', { name: 'Pilih Paket Hosting' }).click();
    const input = page.getByLabel('Nama domain');
    const check = page.getByRole('button', { name: 'Cek Domain' });
    await input.fill('my.id');
    await check.click();
    await page.getByText('Nama domain: my.id adalah akhiran domain').waitFor();
    await input.fill('toko.tokoku.my.id');
    await check.click();
    await page.getByText('Tulis domain utamanya saja: tokoku.my.id').waitFor();
    expect(await page.getByTestId('checkout-details').count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: `${SHOTS}/hosting-subdomain-refused-390.png`, fullPage: true });

    // A punycode name is shown with the form a browser gives it.
    await input.fill('xn--pple-43d.com');
    await check.click();
    await page.getByText('xn--pple-43d.com bisa dipakai').waitFor();
    await page.getByText('Tampil di browser sebagai аpple.com').waitFor();
    await page.screenshot({ path: `${SHOTS}/domain-punycode-check-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await input.fill('www.TokoKu.my.id');
    await check.click();
    await page.getByText('tokoku.my.id bisa dipakai').waitFor();
    const [gateway] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Checkout Sekarang' }).click(),
    ]);
    await gateway.waitForLoadState();
    await gateway.getByRole('button', { name: 'Bayar' }).click();
    await gateway.getByText('Pembayaran berhasil').first().waitFor();
    await gateway.close();
    await page.getByTestId('invoice-paid').waitFor({ timeout: 12_000 });
    expect(await page.getByTestId('invoice-paid').textContent()).toContain('record TXT bukti kepemilikan');

    await page.goto(`${t.url}/${owner.slug}/admin/subscriptions`);
    await page.getByTestId('subscription-card').waitFor();
    expect(await page.getByTestId('domain-registration').count()).toBe(0);
    const [subscription] = await t.webku.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.company_id, owner.companyId));
    const token = subscription!.domain_token!;
    const rows = page.locator('table tbody tr');
    const cells = () =>
      rows.evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
      );
    await expect.poll(cells, { timeout: 12_000 }).toEqual([
      ['A', 'tokoku.my.id', PLATFORM_IPV4, 'Belum ditemukan'],
      ['CNAME', 'www.tokoku.my.id', PLATFORM_HOST, 'Belum ditemukan'],
      ['TXT', '_webku-verification.tokoku.my.id', token, 'Belum ditemukan'],
    ]);
    await page.getByText('Buktikan bahwa domain ini milik Anda.').waitFor();
    await shoot(page, 'domain-records-waiting');

    // The owner sets the three records at their DNS host: proven, pointed, served.
    dns.set('tokoku.my.id', [{ type: 'A', data: PLATFORM_IPV4 }]);
    dns.set('www.tokoku.my.id', [{ type: 'CNAME', data: PLATFORM_HOST }]);
    dns.set('_webku-verification.tokoku.my.id', [{ type: 'TXT', data: token }]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('subscription-card').waitFor();
          return page.getByTestId('subscription-card').textContent();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toContain('Domain Activated');
    await expect.poll(cells).toEqual([
      ['A', 'tokoku.my.id', PLATFORM_IPV4, 'Sudah benar'],
      ['CNAME', 'www.tokoku.my.id', PLATFORM_HOST, 'Sudah benar'],
      // The proof stays listed: it is checked again, and a domain whose record is gone stops being served.
      ['TXT', '_webku-verification.tokoku.my.id', token, 'Ditemukan'],
    ]);
    await page.getByText('Domain terbukti milik Anda.').waitFor();
    await shoot(page, 'domain-records-proven');
    expect((await t.getAs('tokoku.my.id', '/')).status).toBe(200);
    expect(namecheap.charges.map((c) => c.domain)).not.toContain('tokoku.my.id');
  }, 180_000);
});

import { describe, expect, it } from 'vitest';
import {
  LAPTOP,
  type OpenOptions,
  openPage,
  PHONE,
  sectionOrder,
  type Viewport,
} from './support/public-site';
import {
  createSite,
  list,
  type SiteCompany,
  setFooter,
  update,
  updateAll,
  usePublicSiteServer,
} from './support/public-site-fixtures';

// Fixed texts follow web_language (a deliberate deviation: Indonesian sites get Indonesian equivalents),
// the 'Now Open' badge follows the store hours in the site's own zone (WIB, WITA in Bali, WIT in Papua)
// at the visitor's moment, empty contact rows and
// sections with nothing to show are left out, and carousel arrows hide when every slide fits.
const SHOTS = process.env.SCREENSHOT_DIR;
let padang: SiteCompany;
let morning: SiteCompany;
// A site whose first store moves between Bali and Papua: its zone follows the store's city.
let zoned: SiteCompany;
let zonedStore: Awaited<ReturnType<typeof list>>[number];
let names: { padang: string; padangNoHours: string; morning: string; zoned: string };

const hour = (day_of_week: string, opening_time: string, closing_time: string) => ({
  day_of_week,
  opening_time,
  closing_time,
  is_closed: false,
});
const dayOff = (day_of_week: string) => ({
  day_of_week,
  opening_time: null,
  closing_time: null,
  is_closed: true,
});
// Monday 09:00-21:00, Tuesday off, Saturday 18:00 to Sunday 02:00; other days not given.
const WEEK = [hour('monday', '09:00', '21:00'), dayOff('tuesday'), hour('saturday', '18:00', '02:00')];

const ctx = usePublicSiteServer(async (t) => {
  [padang, morning, zoned] = await Promise.all([
    createSite(t, 'Warung Padang Uni Ros'),
    createSite(t, 'Morning Brew', 'minimalis-coffee-shop', 'english'),
    createSite(t, 'Kopi Timur'),
  ]);
  [zonedStore] = (await list(zoned, 'stores')) as [typeof zonedStore];
  const [first, second] = await list(padang, 'stores');
  await update(padang, 'stores', first!, { opening_hours: WEEK });
  await update(padang, 'stores', second!, { opening_hours: [] });
  const [english] = await list(morning, 'stores');
  await update(morning, 'stores', english!, { opening_hours: WEEK });
  names = {
    padang: String(first!.name),
    padangNoHours: String(second!.name),
    morning: String(english!.name),
    zoned: String(zonedStore.name),
  };
});

// A page at a fixed moment (Date and timers), in a browser whose own time zone is not WIB.
async function openAt(
  site: SiteCompany,
  iso: string | null,
  viewport: Viewport = PHONE,
  options: OpenOptions = {},
) {
  const opened = await openPage(ctx.browser, {
    viewport,
    ...options,
    context: { timezoneId: 'America/New_York', ...options.context },
  });
  if (iso) await opened.page.clock.setFixedTime(new Date(iso));
  await opened.page.goto(site.home, { waitUntil: 'load' });
  return opened;
}

const badgeOf = (page: import('playwright-core').Page, store: string) =>
  page.locator('.store-card', { hasText: store }).locator('.open-badge');

describe('fixed texts in the site language', () => {
  it('an Indonesian site speaks Indonesian, keeps the owner texts and shows the brand in full', async () => {
    const { page, errors, close } = await openAt(padang, '2026-11-23T03:00:00Z');
    expect(await page.locator('html').getAttribute('lang')).toBe('id');
    const brand = page.locator('.nav-brand-text');
    expect(await brand.textContent()).toBe('Warung Padang Uni Ros');
    // Not clipped: the whole name fits in its box at 390 px.
    expect(await brand.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    const store = page.locator('.store-card', { hasText: names.padang });
    expect(await store.locator('.hours-row').allTextContents()).toEqual([
      'Senin09:00 - 21:00',
      'SelasaTutup',
      'Sabtu18:00 - 02:00',
    ]);
    expect(await page.locator('.store-card .button:not([data-map-embed])').first().textContent()).toMatch(
      /^(Lihat di Peta|Kunjungi Toko)$/,
    );
    const text = await page.locator('body').innerText();
    for (const english of [
      'Now Open',
      'View on Map',
      'Visit Store',
      'Monday',
      'Closed',
      'Best Seller',
      'Recommended',
      'Privacy Policy',
    ]) {
      expect(text).not.toContain(english);
    }
    expect(text).toContain('Kebijakan Privasi');
    expect(errors).toEqual([]);
    await close();
  });

  it('an English site keeps the spec texts and lang="en"', async () => {
    const { page, close } = await openAt(morning, '2026-11-23T03:00:00Z');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const store = page.locator('.store-card', { hasText: names.morning });
    expect(await store.locator('.hours-row').allTextContents()).toEqual([
      'Monday09:00 - 21:00',
      'TuesdayClosed',
      'Saturday18:00 - 02:00',
    ]);
    expect(await badgeOf(page, names.morning).textContent()).toBe('Now Open');
    expect(await page.locator('footer').innerText()).toContain('Privacy Policy');
    await close();
  });
});

describe("the 'Now Open' badge", () => {
  it.each([
    ['Monday 10:00 WIB', '2026-11-23T03:00:00Z', 'Buka Sekarang'],
    ['Monday 08:59 WIB', '2026-11-23T01:59:00Z', 'Tutup'],
    ['Monday 21:00 WIB', '2026-11-23T14:00:00Z', 'Tutup'],
    ['Tuesday 12:00 WIB, a day off', '2026-11-24T05:00:00Z', 'Tutup'],
    ['Wednesday 12:00 WIB, no hours given', '2026-11-25T05:00:00Z', 'Tutup'],
    ['Saturday 23:00 WIB', '2026-11-28T16:00:00Z', 'Buka Sekarang'],
    ['Sunday 01:30 WIB, still Saturday night', '2026-11-28T18:30:00Z', 'Buka Sekarang'],
    ['Sunday 02:00 WIB', '2026-11-28T19:00:00Z', 'Tutup'],
  ])('%s: %s', async (_name, iso, expected) => {
    const { page, close } = await openAt(padang, iso);
    const badge = badgeOf(page, names.padang);
    await expect.poll(() => badge.isVisible()).toBe(true);
    expect(await badge.textContent()).toBe(expected);
    expect(await badge.evaluate((el) => el.classList.contains('open-badge--closed'))).toBe(
      expected === 'Tutup',
    );
    // A store without hours never gets a badge.
    expect(await badgeOf(page, names.padangNoHours).count()).toBe(0);
    await close();
  });

  it.each([
    // Monday 08:30 WIB is 09:30 WITA and 10:30 WIT: Jakarta has not opened yet, Bali and Papua have.
    ['Monday 08:30 WIB', '2026-11-23T01:30:00Z', ['Tutup', 'Buka Sekarang', 'Buka Sekarang']],
    // Monday 20:30 WIB is 21:30 WITA and 22:30 WIT: only Jakarta is still open.
    ['Monday 20:30 WIB', '2026-11-23T13:30:00Z', ['Buka Sekarang', 'Tutup', 'Tutup']],
  ])(
    '%s: each site reads its hours in its own zone (WIB, WITA, WIT)',
    async (_name, iso, expected) => {
      const badgeText = async (site: SiteCompany, store: string, zone: string) => {
        const { page, close } = await openAt(site, iso);
        const badge = badgeOf(page, store);
        await expect.poll(() => badge.isVisible()).toBe(true);
        const text = (await badge.textContent()) ?? '';
        if (SHOTS && iso.startsWith('2026-11-23T01')) {
          await badge.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/open-badge-${zone}-0830wib-390.png` });
        }
        await close();
        return text;
      };
      const seen = [await badgeText(padang, names.padang, 'wib')];
      // The first store's city gives the site its zone.
      for (const [city, zone] of [
        ['Denpasar', 'wita'],
        ['Jayapura', 'wit'],
      ] as const) {
        await update(zoned, 'stores', zonedStore, { city, opening_hours: WEEK });
        seen.push(await badgeText(zoned, names.zoned, zone));
      }
      expect(seen).toEqual(expected);
    },
    120_000,
  );

  it('an English site says Closed after hours', async () => {
    const { page, close } = await openAt(morning, '2026-11-23T14:30:00Z');
    const badge = badgeOf(page, names.morning);
    await expect.poll(() => badge.isVisible()).toBe(true);
    expect(await badge.textContent()).toBe('Closed');
    await close();
  });

  it('without JavaScript no badge is shown', async () => {
    const { page, close } = await openAt(padang, null, PHONE, { js: false });
    expect(await page.locator('.open-badge').count()).toBeGreaterThan(0);
    for (const badge of await page.locator('.open-badge').all()) await badge.waitFor({ state: 'hidden' });
    await close();
  });
});

describe('only what the owner gave', () => {
  it('hides empty contact rows and icons; shows each one that is set', async () => {
    await setFooter(padang, {
      phone: null,
      email: null,
      address: null,
      instagram_url: null,
      facebook_url: null,
      tiktok_url: null,
    });
    let opened = await openAt(padang, null);
    const footer = opened.page.locator('footer');
    expect(
      await footer.locator('.contact-list, .social-list, a[href^="tel:"], a[href^="mailto:"]').count(),
    ).toBe(0);
    await opened.close();
    await setFooter(padang, {
      phone: '+62 812-1111-2222',
      instagram_url: 'https://instagram.com/unirosmedan',
    });
    opened = await openAt(padang, null);
    const contacts = opened.page.locator('footer .contact-list li');
    expect(await contacts.count()).toBe(1);
    expect(await contacts.locator('a').getAttribute('href')).toBe('tel:+6281211112222');
    expect(await opened.page.locator('footer .social-link').count()).toBe(1);
    await opened.close();
  });

  it('hides carousel arrows when every slide fits, shows them when not', async () => {
    await updateAll(morning, 'merchandise', (_row, index) => (index >= 2 ? { is_active: false } : null));
    const wide = await openAt(morning, null, LAPTOP);
    const controls = wide.page.locator('#merchandise .carousel-controls');
    await expect.poll(() => controls.evaluate((el) => (el as HTMLElement).hidden)).toBe(true);
    await controls.waitFor({ state: 'hidden' });
    await wide.page.locator('#news .carousel-controls').waitFor({ state: 'visible' });
    await wide.close();
    const phone = await openAt(morning, null, PHONE);
    await expect.poll(() => phone.page.locator('#merchandise .carousel-controls').isVisible()).toBe(true);
    await phone.close();
  });

  it('drops a section with nothing visible, with its navigation link', async () => {
    await updateAll(morning, 'news', () => ({ is_published: false }));
    await updateAll(morning, 'merchandise', () => ({ is_active: false }));
    await updateAll(morning, 'menu/items', () => ({ is_active: false }));
    const { page, close } = await openAt(morning, null, LAPTOP);
    expect(await sectionOrder(page)).toEqual(['hero', 'contact']);
    expect(
      await page
        .locator('.nav-desktop .nav-link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(['#contact']);
    await close();
    await updateAll(morning, 'stores', () => ({ is_active: false }));
    const empty = await openAt(morning, null, PHONE);
    expect(await sectionOrder(empty.page)).toEqual(['hero']);
    expect(await empty.page.locator('.nav-link, .nav-mobile').count()).toBe(0);
    await empty.close();
  });
});

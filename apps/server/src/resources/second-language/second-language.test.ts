import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { BookingSettings, BookingTime, PublicPayload, WebSettings } from '@webku/contract';
import { XMLParser } from 'fast-xml-parser';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { decodeQr } from '../../../../../tests/e2e/support/admin-images';
import { backupCalls } from '../../../../../tests/support/server/backup-archives';
import { everyDay } from '../../../../../tests/support/server/booking-hours';
import {
  ownerWithSite,
  publicData,
  useOwnerWithSite,
} from '../../../../../tests/support/server/owner-with-site';

const site = useOwnerWithSite('Warung Ubud');

async function payloadIn(slug: string, lang: string): Promise<PublicPayload> {
  const res = await site.t.api(`/api/public/${slug}/data?lang=${lang}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: PublicPayload }).data;
}

async function setSecondLanguage(value: string | null) {
  const { id } = (await site.api.get<WebSettings>('/admin/web-settings')).data;
  return site.api.put<WebSettings>(`/admin/web-settings/${id}`, { second_language: value });
}

const hasTranslations = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(hasTranslations)
    : typeof value === 'object' && value !== null
      ? 'translations' in value || Object.values(value).some(hasTranslations)
      : false;

describe('a second language', () => {
  it('is off until the owner turns it on, and cannot be the site language itself', async () => {
    expect((await site.api.get<WebSettings>('/admin/web-settings')).data.second_language).toBeNull();
    const same = await setSecondLanguage('indonesia');
    expect(same.status).toBe(422);
    expect(same.message).toContain('Bahasa kedua');
    const unknown = await setSecondLanguage('jawa');
    expect(unknown.status).toBe(422);
    expect(unknown.message).toContain('Bahasa kedua');
    const on = await setSecondLanguage('english');
    expect(on.status).toBe(200);
    expect(on.data.second_language).toBe('english');
  });

  it('gives each owner-written field a second value; the English payload shows it, the rest in Indonesian', async () => {
    await setSecondLanguage('english');
    const hero = await site.api.put('/admin/hero', {
      tagline: 'Kopi dari lereng Batur',
      translations: { english: { tagline: 'Coffee from the slopes of Batur', sub_name: '  ' } },
    });
    expect(hero.status).toBe(200);
    // An emptied translation is no translation: it is left out, not kept empty.
    expect(hero.data.translations).toEqual({ english: { tagline: 'Coffee from the slopes of Batur' } });

    const before = await publicData(site.t, site.owner.slug);
    const item = before.menu_categories[0]!.menu_items[0]!;
    const saved = await site.api.put(`/admin/menu/items/${item.id}`, {
      ...item,
      translations: { english: { description: 'Fried rice with a fried egg' } },
    });
    expect(saved.status).toBe(200);
    const faq = await site.api.post('/admin/faq', {
      question: 'Apakah ada menu vegetarian?',
      answer: 'Ada, tanyakan ke kasir.',
      translations: { english: { question: 'Do you have vegetarian dishes?' } },
    });
    expect(faq.status).toBe(201);

    const english = await payloadIn(site.owner.slug, 'en');
    expect(english.hero_section?.tagline).toBe('Coffee from the slopes of Batur');
    // Untranslated: the Indonesian words, never an empty heading.
    expect(english.hero_section?.shop_name).toBe(before.hero_section?.shop_name);
    const englishItem = english.menu_categories[0]!.menu_items[0]!;
    expect(englishItem.description).toBe('Fried rice with a fried egg');
    // A name the owner gave keeps its name (Nasi Goreng stays Nasi Goreng), and prices are shared.
    expect(englishItem.name).toBe(item.name);
    expect(englishItem.price).toBe(item.price);
    const rows = (english.row_sections as Record<string, { rows: Record<string, unknown>[] }>).faq!.rows;
    expect(rows[0]).toMatchObject({
      question: 'Do you have vegetarian dishes?',
      answer: 'Ada, tanyakan ke kasir.',
    });

    // The main language's payload is as it always was: no translations anywhere.
    const main = await publicData(site.t, site.owner.slug);
    expect(main.hero_section?.tagline).toBe('Kopi dari lereng Batur');
    expect(hasTranslations(main)).toBe(false);
    expect(hasTranslations(english)).toBe(false);
  });

  it("translates the site's own texts and each section's heading, the policy page's HTML sanitised", async () => {
    const { id } = (await site.api.get<WebSettings>('/admin/web-settings')).data;
    const saved = await site.api.put(`/admin/web-settings/${id}`, {
      translations: {
        english: {
          website_title: 'Warung Ubud | Balinese food',
          privacy_policy: '<p>We keep your order only to cook it.</p><script>alert(1)</script>',
        },
      },
    });
    expect(saved.status).toBe(200);
    const menu = await site.api.put('/admin/menu/settings', {
      title: 'Menu Kami',
      translations: { english: { title: 'Our Menu' } },
    });
    expect(menu.status).toBe(200);
    expect(menu.data.translations).toEqual({ english: { title: 'Our Menu' } });

    const english = await payloadIn(site.owner.slug, 'en');
    expect(english.web_settings?.website_title).toBe('Warung Ubud | Balinese food');
    expect(english.web_settings?.privacy_policy).toContain('We keep your order only to cook it.');
    expect(english.web_settings?.privacy_policy).not.toContain('<script');
    expect(english.menu_section_settings?.title).toBe('Our Menu');
    const main = await publicData(site.t, site.owner.slug);
    expect(main.menu_section_settings?.title).toBe('Menu Kami');
    expect(hasTranslations(english)).toBe(false);
  });

  it('counts on the dashboard what each editor still lacks in the second language, never blocking a save', async () => {
    type Counts = { language: string; missing: { route: string; missing: number }[] } | null;
    const missingIn = async (route: string) => {
      const { translations } = (await site.api.get<{ translations: Counts }>('/admin/dashboard')).data;
      expect(translations?.language).toBe('english');
      return translations!.missing.find((entry) => entry.route === route)?.missing ?? 0;
    };
    const hero = (await site.api.get<Record<string, unknown>>('/admin/hero')).data;
    const before = await missingIn('hero');
    expect(before).toBeGreaterThan(0);
    expect(await missingIn('menu')).toBeGreaterThan(0);
    const saved = await site.api.put('/admin/hero', {
      translations: {
        english: { ...(hero.translations as { english: object }).english, shop_name: 'Warung Ubud' },
      },
    });
    expect(saved.status).toBe(200);
    expect(await missingIn('hero')).toBe(before - 1);
  });

  it('refuses a translation past its field limit, naming the field in the language', async () => {
    const res = await site.api.put('/admin/hero', {
      translations: { english: { tagline: 'x'.repeat(301) } },
    });
    expect(res.status).toBe(422);
    expect(res.message).toContain('Tagline (English)');
    const shapeless = await site.api.put('/admin/hero', { translations: { indonesia: 'x' } });
    expect(shapeless.status).toBe(422);
    expect(shapeless.message).toBe('Terjemahan Bahasa Indonesia harus berisi teks per isian');
  });

  it('keeps the texts when switched off and brings them back when switched on again', async () => {
    await setSecondLanguage(null);
    expect((await payloadIn(site.owner.slug, 'en')).hero_section?.tagline).toBe('Kopi dari lereng Batur');
    await setSecondLanguage('english');
    expect((await payloadIn(site.owner.slug, 'en')).hero_section?.tagline).toBe(
      'Coffee from the slopes of Batur',
    );
  });

  it('travels with a backup into another account', async () => {
    await setSecondLanguage('english');
    const zip = await backupCalls(site.t, site.owner.token).exportZip();
    const target = await ownerWithSite(site.t, 'Warung Lain');
    expect((await backupCalls(site.t, target.token).send('import', zip)).status).toBe(200);
    const english = await payloadIn(target.slug, 'en');
    expect(english.hero_section?.tagline).toBe('Coffee from the slopes of Batur');
    expect(english.menu_categories[0]!.menu_items[0]!.description).toBe('Fried rice with a fried egg');
    const rows = (english.row_sections as Record<string, { rows: Record<string, unknown>[] }>).faq!.rows;
    expect(rows[0]!.question).toBe('Do you have vegetarian dishes?');
  });
});

// The page's head as a parser reads it: its language, canonical address and alternates by hreflang.
function head(html: string) {
  const document = parseDocument(html);
  const elements: { name: string; attribs: Record<string, string> }[] = [];
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as {
      type: string;
      name: string;
      attribs: Record<string, string>;
      children?: unknown[];
    }[]) {
      if (node.type === 'tag') elements.push(node);
      if (node.children) walk(node.children);
    }
  };
  walk(document.children);
  const links = elements.filter((e) => e.name === 'link');
  return {
    lang: elements.find((e) => e.name === 'html')?.attribs.lang,
    canonical: links.filter((l) => l.attribs.rel === 'canonical').map((l) => l.attribs.href),
    alternates: Object.fromEntries(
      links.filter((l) => l.attribs.rel === 'alternate').map((l) => [l.attribs.hreflang, l.attribs.href]),
    ),
    locales: elements
      .filter((e) => e.name === 'meta' && e.attribs.property?.startsWith('og:locale'))
      .map((e) => `${e.attribs.property}=${e.attribs.content}`),
    languageLinks: elements
      .filter((e) => e.name === 'a' && e.attribs.hreflang)
      .map((e) => `${e.attribs.hreflang} ${e.attribs.href}`),
  };
}

describe('the page in the second language', () => {
  it('is at /{slug}/en with its language, canonical, hreflang alternates and a link back', async () => {
    const slug = site.owner.slug;
    const base = `${site.t.url}/${slug}`;
    const english = await site.t.api(`/${slug}/en`);
    expect(english.status).toBe(200);
    const html = await english.text();
    expect(html).toContain('Coffee from the slopes of Batur');
    const en = head(html);
    expect(en.lang).toBe('en');
    expect(en.canonical).toEqual([`${base}/en`]);
    expect(en.alternates).toEqual({ id: base, en: `${base}/en`, 'x-default': base });
    expect(en.locales).toEqual(['og:locale=en_US', 'og:locale:alternate=id_ID']);
    // The header's and the footer's link to the Indonesian page.
    expect(en.languageLinks).toEqual([`id /${slug}`, `id /${slug}`]);

    const main = head(await (await site.t.api(`/${slug}`)).text());
    expect(main.lang).toBe('id');
    expect(main.canonical).toEqual([base]);
    expect(main.alternates).toEqual(en.alternates);
    expect(main.languageLinks).toEqual([`en /${slug}/en`, `en /${slug}/en`]);

    // The policy pages are in both, and their links stay in the page's language.
    const policy = await site.t.api(`/${slug}/en/privacy-policy`);
    expect(policy.status).toBe(200);
    expect(head(await policy.text()).canonical).toEqual([`${base}/en/privacy-policy`]);
  });

  it("is at /en on the site's own host too, its links and addresses on that host", async () => {
    const host = `${site.owner.slug}.localhost:1`;
    const english = await site.t.getAs(host, '/en');
    expect(english.status).toBe(200);
    const en = head(english.text);
    expect(en.lang).toBe('en');
    expect(en.canonical[0]).toMatch(/\/en$/);
    expect(en.languageLinks).toEqual(['id /', 'id /']);
    expect(head((await site.t.getAs(host, '/')).text).languageLinks).toEqual(['en /en', 'en /en']);
  });

  it('has its own QR poster, in its language, whose code opens its page', async () => {
    const kit = await site.api.get<{ second_language: string | null }>('/admin/qr-kit');
    expect(kit.data.second_language).toBe('en');
    const res = await site.t.api('/api/admin/qr-kit/table-poster-a4.pdf?lang=en', {
      token: site.owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/-en\.pdf"$/);
    const dir = await mkdtemp(join(tmpdir(), 'webku-qr-en-'));
    const pdf = join(dir, 'poster.pdf');
    await writeFile(pdf, Buffer.from(await res.arrayBuffer()));
    const run = promisify(execFile);
    const words = (await run('pdftotext', [pdf, '-'])).stdout.replace(/\s+/g, ' ');
    expect(words).toContain('Point your phone camera at this QR code');
    await run('pdftoppm', ['-r', '110', '-png', '-singlefile', pdf, join(dir, 'poster')]);
    expect(await decodeQr(await readFile(join(dir, 'poster.png')))).toBe(
      `${site.t.url}/${site.owner.slug}/en#menu`,
    );
  });

  it('weighs what a one-language page weighs, give or take its alternates and link, with the same one script', async () => {
    const slug = site.owner.slug;
    const gzip = async (path: string) => gzipSync(await (await site.t.api(path)).text(), { level: 9 }).length;
    const scripts = async (path: string) =>
      [...(await (await site.t.api(path)).text()).matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(
        (m) => m[1],
      );
    const [main, english] = [await gzip(`/${slug}`), await gzip(`/${slug}/en`)];
    expect(await scripts(`/${slug}/en`)).toEqual(await scripts(`/${slug}`));
    await setSecondLanguage(null);
    const alone = await gzip(`/${slug}`);
    await setSecondLanguage('english');
    // The head's alternates and the two language links: a few hundred bytes compressed.
    expect(main - alone).toBeLessThan(400);
    expect(Math.abs(english - main)).toBeLessThan(1024);
  });

  it('writes the booking request from the English page in English, from the Indonesian one in Indonesian', async () => {
    const { id } = (await site.api.get<WebSettings>('/admin/web-settings')).data;
    await site.api.put(`/admin/web-settings/${id}`, { whatsapp_number: '0811-2222-3333' });
    const { data } = await site.api.get<BookingSettings>('/admin/bookings/settings');
    const offering = data.offerings[0]!.id;
    const hours = everyDay('08:00', '20:00');
    const on = await site.api.put('/admin/bookings/settings', {
      is_active: true,
      hours,
      lead_minutes: 0,
      offerings: [{ id: offering, is_bookable: true, duration_minutes: 60 }],
    });
    expect(on.status).toBe(200);
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const slots = await site.t.api(
      `/api/public/${site.owner.slug}/booking-slots?offering=${offering}&date=${day}`,
    );
    const times = ((await slots.json()) as { data: BookingTime[] }).data;
    const ask = async (page: string, time: BookingTime, name: string) => {
      const res = await site.t.api(`/api/public/${site.owner.slug}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          offering_id: String(offering),
          start: time.start,
          customer_name: name,
          customer_whatsapp: name === 'Sarah' ? '0812-7777-8801' : '0812-7777-8802',
          return_to: page,
        }).toString(),
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
      const location = res.headers.get('location') ?? '';
      expect(location, location).toMatch(/^https:\/\/wa\.me\//);
      return new URL(location).searchParams.get('text') ?? '';
    };
    expect(await ask(`/${site.owner.slug}/en/booking`, times[0]!, 'Sarah')).toMatch(
      /^Hello .+, I would like to book /,
    );
    expect(
      await ask(`/${site.owner.slug}/booking`, times.find((time) => time.start >= times[0]!.end)!, 'Wayan'),
    ).toMatch(/^Halo .+, saya ingin booking /);
  });

  it('lists both languages in the sitemap, each naming the other', async () => {
    const xml = await (await site.t.api(`/${site.owner.slug}/sitemap.xml`)).text();
    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => ['url', 'xhtml:link'].includes(name),
    }).parse(xml);
    const urls = parsed.urlset.url as { loc: string; 'xhtml:link': Record<string, string>[] }[];
    const base = `${site.t.url}/${site.owner.slug}`;
    const home = urls.find((url) => url.loc === base)!;
    const homeEn = urls.find((url) => url.loc === `${base}/en`)!;
    for (const url of [home, homeEn])
      expect(Object.fromEntries(url['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']]))).toEqual({
        id: base,
        en: `${base}/en`,
        'x-default': base,
      });
  });

  it('is not there while the site has one language, nor in the site language itself', async () => {
    await setSecondLanguage(null);
    expect((await site.t.api(`/${site.owner.slug}/en`)).status).toBe(404);
    const html = await (await site.t.api(`/${site.owner.slug}`)).text();
    expect(head(html).alternates).toEqual({});
    expect(head(html).languageLinks).toEqual([]);
    await setSecondLanguage('english');
    expect((await site.t.api(`/${site.owner.slug}/id`)).status).toBe(404);
  });
});

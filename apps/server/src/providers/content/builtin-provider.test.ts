import { builtinImageKeyFromUrl } from '@webku/content-packs';
import { minimalisCoffeeShop } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { generatedImageUrls } from '../../../../../tests/support/server/generated-image-urls';
import { BuiltinContentProvider } from './builtin-provider';
import type { ContentInput, GeneratedContent } from './content-provider';
import { createContentProvider } from './index';

const NOW = new Date('2025-03-15T05:00:00Z');
const provider = new BuiltinContentProvider({ now: () => NOW });

const coffee: ContentInput = {
  brand_name: 'Kopi Senja',
  business_type: 'Kedai kopi',
  web_language: 'indonesia',
  template_selected: 'minimalis-coffee-shop',
  short_description: 'Kedai kopi kecil di sudut kota dengan kopi susu gula aren andalan',
};

const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a']);

function htmlFields(content: GeneratedContent): string[] {
  return [
    content.web_settings.terms_and_conditions,
    content.web_settings.privacy_policy,
    ...content.news_articles.map((article) => article.content),
  ];
}

function expectSafeHtml(html: string) {
  for (const [, tag, attributes] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    expect(ALLOWED_TAGS.has(tag!.toLowerCase()), `tag <${tag}>`).toBe(true);
    const attrs = attributes!.trim();
    if (tag === 'a' && attrs) expect(attrs).toMatch(/^href="(https:\/\/|mailto:)[^"]*"$/);
    else expect(attrs).toBe('');
  }
}

describe('BuiltinContentProvider', () => {
  it.each(['indonesia', 'english'] as const)(
    'never writes a double full stop after a name that ends in one (%s)',
    async (web_language) => {
      const content = await provider.generate({ ...coffee, brand_name: 'Kopi Nusantara Co.', web_language });
      const texts = JSON.stringify(content).replaceAll('...', '…');
      expect(texts).toContain('Kopi Nusantara Co.');
      expect(texts).not.toMatch(/Co\.\./);
      expect(texts).not.toMatch(/[^.]\.\.(?!\.)/);
    },
  );

  it('puts the brand name in full in the navigation, never its initials', async () => {
    const padang = await provider.generate({ ...coffee, brand_name: 'Warung Padang Uni Ros' });
    expect(padang.web_settings.navigation_logo_placeholder).toBe('Warung Padang Uni Ros');
    const long = await provider.generate({ ...coffee, brand_name: `Rumah Makan ${'Sederhana '.repeat(7)}` });
    expect(long.web_settings.navigation_logo_placeholder.length).toBeLessThanOrEqual(60);
    expect(long.web_settings.navigation_logo_placeholder).toMatch(/^Rumah Makan Sederhana/);
  });

  it('gives the same content for the same input', async () => {
    const first = await provider.generate(coffee);
    const second = await new BuiltinContentProvider({ now: () => NOW }).generate({ ...coffee });
    expect(second).toEqual(first);
  });

  it('builds a whole site: the one drink the owner named, unpriced, no merchandise, 5 news and one store', async () => {
    const content = await provider.generate(coffee);
    const items = content.menu_categories.flatMap((category) => category.items);
    // "Kedai kopi kecil di sudut kota" names the business and where it stands, not a drink.
    expect(items).toEqual([
      expect.objectContaining({
        name: 'Es Kopi Susu Gula Aren',
        price: 0,
        is_recommended: false,
        is_best_seller: false,
        is_example: false,
      }),
    ]);
    expect(content.merchandise_items).toEqual([]);
    expect(content.sections.merchandise.is_active).toBe(false);
    expect(content.news_articles).toHaveLength(5);
    expect(content.stores).toEqual([
      {
        name: 'Kopi Senja',
        city: null,
        address: null,
        google_map_url: null,
        store_image: '/media/builtin/coffee/store-1.svg',
        display_order: 1,
        opening_hours: [],
      },
    ]);
  });

  it('writes an Indonesian site with Indonesian navigation and a "Lihat Menu" button for the coffee template', async () => {
    const content = await provider.generate(coffee);
    const web = content.web_settings;
    expect([
      web.navigation_menu_text,
      web.navigation_merchandise_text,
      web.navigation_news_text,
      web.navigation_stores_text,
    ]).toEqual(['Menu', 'Merchandise', 'Berita', 'Toko']);
    expect(content.hero_section.cta_text).toBe('Lihat Menu');
    // The same words the coffee site shows while the owner leaves the button's text empty.
    expect(content.hero_section.cta_text).toBe(minimalisCoffeeShop.texts.ctaText.id);
    expect(content.hero_section.cta_link).toBe('#menu');
    expect(content.menu_categories[0]!.items[0]!.name).toBe('Es Kopi Susu Gula Aren');
    expect(web.privacy_policy).toContain('Undang-Undang Nomor 27 Tahun 2022');
    // Only the brand: no claim in the owner's name that they never made.
    expect(content.footer_settings.copyright_text).toBe('Kopi Senja.');
  });

  it('writes an English site with English navigation and a "See Our Menu" button on the classic template too', async () => {
    const content = await provider.generate({
      ...coffee,
      web_language: 'english',
      template_selected: 'classic-website',
    });
    const web = content.web_settings;
    expect([
      web.navigation_menu_text,
      web.navigation_merchandise_text,
      web.navigation_news_text,
      web.navigation_stores_text,
    ]).toEqual(['Menu', 'Merchandise', 'News', 'Stores']);
    expect(content.hero_section.cta_text).toBe('See Our Menu');
    expect(content.hero_section.cta_text).toBe(minimalisCoffeeShop.texts.ctaText.en);
    expect(content.menu_categories[0]!.items[0]!.name).toBe('Iced Palm Sugar Latte');
    expect(web.privacy_policy).toContain('Law No. 27 of 2022 on Personal Data Protection');
    expect(content.sections.stores.title).toBe('Our Stores');
  });

  it('says who and where in the hero, never the pasted description, and uses the brand in SEO', async () => {
    const content = await provider.generate(coffee);
    expect(content.hero_section.shop_name).toBe('Kopi Senja');
    // The kind's words ("Kopi dan kudapan") claim snacks the owner never named: their own type stands in.
    expect(content.hero_section.tagline).toBe('Kedai kopi.');
    const barber = await provider.generate({
      ...coffee,
      business_type: 'Barbershop',
      short_description:
        'Barbershop di makassar jl. pettarani. cukur 35rb, cukur+cuci 45rb, buka jam 10 pagi smp 9 malem, minggu libur',
    });
    expect(barber.hero_section.tagline).toBe('Barbershop di Makassar.');
    // A type the kind knows by name in both languages is said in the other one too ("Barbershop" is both).
    expect(barber.hero_section.translations?.english?.tagline).toBe('Barbershop in Makassar.');
    const studio = await provider.generate({ ...coffee, business_type: 'Studio Kreatif Kita' });
    // A type of the owner's own words waits for their own translation.
    expect(studio.hero_section.translations?.english?.tagline).toBeUndefined();
    const laundry = await provider.generate({
      ...coffee,
      business_type: 'laundry',
      short_description: 'Layanan cuci pakaian kiloan di Semarang, cuci setrika 7rb/kg',
    });
    expect(laundry.hero_section.tagline).toBe('Layanan cuci pakaian di Semarang.');
    expect(laundry.hero_section.translations?.english?.tagline).toBe('Laundry services in Semarang.');
    expect(content.web_settings.website_title).toBe('Kopi Senja | Kedai Kopi');
    expect(content.web_settings.website_description).toContain('Kopi Senja');
    expect(content.web_settings.og_description).toContain('kopi susu gula aren andalan');
    expect(content.web_settings.meta_author).toBe('Kopi Senja');
    expect(content.web_settings.meta_robots).toBe('index,follow');
    expect(content.web_settings.og_type).toBe('website');
    expect(content.web_settings.navigation_logo).toBeNull();
    expect(content.footer_settings.shop_name).toBe('Kopi Senja');
    const launch = content.news_articles[0]!;
    expect(launch.title).toBe('Selamat Datang di Kopi Senja');
    expect(launch.content).toContain('kopi susu gula aren andalan');
  });

  it('publishes only the welcome article; the how-to-ask, price list and hiring articles wait as drafts', async () => {
    const content = await provider.generate(coffee);
    expect(
      content.news_articles.filter((article) => article.is_published).map((article) => article.title),
    ).toEqual(['Selamat Datang di Kopi Senja']);
    const drafts = content.news_articles
      .filter((article) => !article.is_published)
      .map((article) => article.title);
    expect(drafts).toContain('Cara Bertanya dan Memesan');
    expect(drafts).toContain('Kami Sedang Mencari Rekan Baru');
    // The welcome article does not point to social accounts the owner has not given.
    expect(content.news_articles[0]!.content).not.toContain('media sosial');
  });

  it('words the welcome article by whether customers come to the business', async () => {
    const welcome = async (business_type: string, short_description: string) =>
      (await provider.generate({ ...coffee, business_type, short_description })).news_articles[0]!.content;
    const shop = await welcome(coffee.business_type, coffee.short_description);
    expect(shop).toContain('lokasi toko terdekat');
    expect(shop).toContain('pelanggan yang datang');
    for (const [type, description] of [
      ['Les privat matematika', 'Guru les privat SD dan SMP, datang ke rumah siswa di Makassar'],
      ['Rental mobil', 'Sewa Avanza lepas kunci 350rb per hari, mobil diantar ke hotel'],
      ['Toko online batik', 'Toko online batik tulis dari Solo'],
    ]) {
      const away = await welcome(type!, description!);
      expect(away, type).not.toContain('lokasi toko');
      expect(away, type).not.toContain('pelanggan yang datang');
    }
  });

  it('invents no contact details: phone, e-mail, socials, address and year stay empty', async () => {
    const content = await provider.generate(coffee);
    expect(content.footer_settings).toMatchObject({
      instagram_url: null,
      facebook_url: null,
      tiktok_url: null,
      address: null,
      phone: null,
      email: null,
      copyright_year: null,
    });
    const text = JSON.stringify(content);
    expect(text).not.toMatch(/\+62|\b08\d{2}[- ]?\d{3,4}/);
    expect(text).not.toMatch(/[\w.-]+@[\w-]+\.[a-z]{2,}/i);
    expect(text).not.toMatch(/instagram\.com|facebook\.com|tiktok\.com|maps\.google/);
    expect(text).not.toMatch(/\bJl\. /);
  });

  it('mentions the brand in the terms, privacy policy and every news article', async () => {
    const content = await provider.generate(coffee);
    for (const html of htmlFields(content)) expect(html).toContain('Kopi Senja');
    expect(content.web_settings.terms_and_conditions).toContain('<h2>');
    expect(content.web_settings.privacy_policy).not.toContain('mailto:');
  });

  it('only produces safe HTML and escapes whatever the owner typed', async () => {
    const content = await provider.generate({
      ...coffee,
      brand_name: 'Kopi <script>alert(1)</script> & "Teman"',
      short_description: '<img src=x onerror=alert(1)> kopi enak',
    });
    for (const html of htmlFields(content)) {
      expectSafeHtml(html);
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img');
    }
    expect(content.news_articles[0]!.content).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('dates every news article the day the site is made, in Jakarta time', async () => {
    const content = await provider.generate(coffee);
    expect(new Set(content.news_articles.map((article) => article.created_date))).toEqual(
      new Set(['2025-03-15']),
    );
    // 20:00 UTC is already the next day in Jakarta.
    const late = await provider.generate({ ...coffee, now: new Date('2025-03-15T20:00:00Z') });
    expect(new Set(late.news_articles.map((article) => article.created_date))).toEqual(
      new Set(['2025-03-16']),
    );
  });

  it('takes the reference time from the input when given', async () => {
    const content = await provider.generate({ ...coffee, now: new Date('2031-01-10T00:00:00Z') });
    expect(content.news_articles[0]!.created_date.startsWith('2031-01')).toBe(true);
  });

  it('opens one store per city the owner names, without an address, and names it in the legal pages', async () => {
    const content = await provider.generate({
      ...coffee,
      short_description: 'Kedai kopi rumahan di Malang, buka sejak 2019. Cabang kedua di Jogja.',
    });
    expect(content.stores.map((store) => [store.name, store.city, store.address])).toEqual([
      ['Kopi Senja Malang', 'Malang', null],
      ['Kopi Senja Jogja', 'Jogja', null],
    ]);
    expect(content.news_articles.map((article) => article.title)).toContain('Kopi Senja Kini Hadir di Jogja');
    expect(content.web_settings.terms_and_conditions).toContain('beroperasi di Malang, Indonesia');
  });

  it('reads a city after "di" but a cuisine without it', async () => {
    const content = await provider.generate({
      ...coffee,
      brand_name: 'Uni Ros',
      business_type: 'Rumah makan Padang',
      short_description: 'Masakan rumahan sejak 1998 di kota Medan',
    });
    expect(content.stores.map((store) => store.city)).toEqual(['Medan']);
    expect(content.hero_section.sub_name).toBe('Rumah Makan Padang');
    expect(content.web_settings.og_description).toContain('Kami menyajikan masakan Padang.');
  });

  it('shows a business that comes to the customer its service area, not a shop to visit', async () => {
    const content = await provider.generate({
      ...coffee,
      brand_name: 'Sejuk',
      business_type: 'jasa servis AC',
      short_description: 'Cuci AC dan tambah freon, melayani area Bekasi dan sekitarnya',
    });
    expect(content.sections.stores.title).toBe('Area Layanan');
    expect(content.sections.stores.description).toContain('Bekasi dan sekitarnya');
    expect(JSON.stringify(content)).not.toContain('Kunjungi kami langsung');
    expect(
      content.menu_categories.flatMap((category) => category.items.map((item) => [item.name, item.price])),
    ).toEqual([
      ['Cuci AC', 0],
      ['Tambah Freon', 0],
    ]);
  });

  it('leaves opening hours to the owner', async () => {
    const salon = await provider.generate({
      ...coffee,
      brand_name: 'Ayu Salon',
      business_type: 'Salon kecantikan',
    });
    expect(salon.stores.every((store) => store.opening_hours.length === 0)).toBe(true);
  });

  it('points every image field at a built-in image that exists', async () => {
    const content = await provider.generate(coffee);
    const urls = generatedImageUrls(content);
    for (const url of urls) expect(builtinImageKeyFromUrl(url), url).not.toBeNull();
  });

  it('uses the owner business type as the sub name for businesses without a dedicated pack', async () => {
    const content = await provider.generate({
      ...coffee,
      brand_name: 'Bersih Wangi',
      business_type: 'laundry kiloan',
      short_description: 'Terima cuci karpet 15rb/kg dan setrika saja',
    });
    expect(content.hero_section.sub_name).toBe('Laundry Kiloan');
    const items = content.menu_categories.flatMap((category) => category.items);
    expect(items.slice(0, 2).map((item) => [item.name, item.price])).toEqual([
      ['Cuci Karpet', 15_000],
      ['Setrika', 0],
    ]);
    for (const item of items.slice(2)) expect(item.price).toBe(0);
  });

  it('generates a site well under 50 ms', () => {
    provider.generateSync(coffee);
    const started = performance.now();
    for (let i = 0; i < 20; i++) provider.generateSync({ ...coffee, brand_name: `Kopi ${i}` });
    expect((performance.now() - started) / 20).toBeLessThan(50);
  });

  it('is what createContentProvider returns for the builtin kind', async () => {
    const created = createContentProvider({ kind: 'builtin' }, { now: () => NOW });
    expect(created.name).toBe('builtin');
    expect(await created.generate(coffee)).toEqual(await provider.generate(coffee));
  });
});

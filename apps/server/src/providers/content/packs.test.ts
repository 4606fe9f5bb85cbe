import type { BusinessKind } from '@webku/content-packs';
import { describe, expect, it } from 'vitest';
import { buildContent } from './build-content';
import type { ContentInput, GeneratedContent, WebLanguage } from './content-provider';

const NOW = new Date('2025-06-01T03:00:00Z');
// The kinds of business whose menu is a built-in pack's; the other kinds are covered by the corpus test.
type PackKind = Exclude<BusinessKind, 'generic'>;
const BUSINESS: Record<PackKind, string> = {
  coffee: 'coffee shop',
  restaurant: 'warung makan',
  bakery: 'toko roti',
  fashion: 'butik',
  beauty: 'salon kecantikan',
};
const KINDS = Object.keys(BUSINESS) as PackKind[];
// Take-home goods: a coffee shop's beans and gear, a salon's care products; none for the others.
const MERCHANDISE: Record<PackKind, number> = { coffee: 6, restaurant: 0, bakery: 0, fashion: 0, beauty: 2 };
const LANGUAGES: WebLanguage[] = ['indonesia', 'english'];

function generate(kind: PackKind, language: WebLanguage): GeneratedContent {
  const input: ContentInput = {
    brand_name: 'Rumah Teduh',
    business_type: BUSINESS[kind],
    web_language: language,
    template_selected: 'classic-website',
    short_description: 'Usaha keluarga yang melayani tetangga sejak 2015',
  };
  return buildContent(input, NOW);
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const prices = (content: GeneratedContent) => [
  ...content.menu_categories.flatMap((category) => category.items.map((item) => item.price)),
  ...content.merchandise_items.map((item) => item.price),
];

describe.each(KINDS)('the %s pack', (kind) => {
  it.each(LANGUAGES)('fills a whole site in %s', (language) => {
    const content = generate(kind, language);
    expect(content.menu_categories).toHaveLength(4);
    for (const category of content.menu_categories) expect(category.items).toHaveLength(6);
    expect(content.merchandise_items).toHaveLength(MERCHANDISE[kind]);
    expect(content.sections.merchandise.is_active).toBe(MERCHANDISE[kind] > 0);
    // No city named: one store, so no "new branch" article.
    expect(content.news_articles).toHaveLength(5);
    expect(content.stores).toHaveLength(1);
  });

  it.each(LANGUAGES)('leaves no empty text or unfilled placeholder in %s', (language) => {
    // Take-home goods have no description the owner did not write.
    const { merchandise_items, ...content } = generate(kind, language);
    for (const text of strings([content, merchandise_items.map(({ description: _, ...item }) => item)])) {
      expect(text.trim().length, 'empty string').toBeGreaterThan(0);
      expect(text).not.toMatch(/\{[a-z]+\}/);
      expect(text.toLowerCase()).not.toContain('lorem');
    }
  });

  it('has whole, positive, round rupiah prices', () => {
    for (const price of prices(generate(kind, 'indonesia'))) {
      expect(Number.isInteger(price)).toBe(true);
      expect(price).toBeGreaterThan(0);
      expect(price % 500).toBe(0);
      expect(price).toBeLessThan(10_000_000);
    }
  });

  it('sells the same things at the same prices in both languages, with copy written for each', () => {
    const id = generate(kind, 'indonesia');
    const en = generate(kind, 'english');
    expect(prices(en)).toEqual(prices(id));
    const idItems = id.menu_categories.flatMap((category) => category.items);
    const enItems = en.menu_categories.flatMap((category) => category.items);
    idItems.forEach((item, i) => {
      expect(enItems[i]!.image).toBe(item.image);
      expect(enItems[i]!.description).not.toBe(item.description);
    });
    id.news_articles.forEach((article, i) => {
      expect(en.news_articles[i]!.content).not.toBe(article.content);
    });
  });

  it('gives every menu item its own name and image', () => {
    const items = generate(kind, 'indonesia').menu_categories.flatMap((category) => category.items);
    expect(new Set(items.map((item) => item.name)).size).toBe(items.length);
    expect(new Set(items.map((item) => item.image)).size).toBe(items.length);
  });

  it('marks a few best sellers and recommendations in every category', () => {
    for (const category of generate(kind, 'indonesia').menu_categories) {
      expect(category.items.some((item) => item.is_best_seller || item.is_recommended)).toBe(true);
      expect(category.items.filter((item) => item.is_best_seller).length).toBeLessThanOrEqual(2);
    }
  });

  it('mentions the brand in every news article', () => {
    for (const language of LANGUAGES) {
      for (const article of generate(kind, language).news_articles)
        expect(article.content).toContain('Rumah Teduh');
    }
  });

  it('writes 3 to 5 paragraphs per news article and a short description', () => {
    for (const article of generate(kind, 'english').news_articles) {
      const paragraphs = article.content.match(/<p>/g) ?? [];
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(5);
      expect(article.description.length).toBeLessThan(200);
    }
  });
});

describe('prices that make sense', () => {
  it('keeps coffee shop drinks between Rp 15.000 and Rp 45.000', () => {
    const drinks = generate('coffee', 'indonesia').menu_categories.slice(0, 3);
    for (const item of drinks.flatMap((category) => category.items)) {
      expect(item.price).toBeGreaterThanOrEqual(15_000);
      expect(item.price).toBeLessThanOrEqual(45_000);
    }
  });

  it('prices an es kopi susu between Rp 18.000 and Rp 28.000', () => {
    const items = generate('coffee', 'indonesia').menu_categories.flatMap((category) => category.items);
    const esKopiSusu = items.filter((item) => /^Es Kopi Susu/.test(item.name));
    expect(esKopiSusu.length).toBeGreaterThan(0);
    for (const item of esKopiSusu) {
      expect(item.price).toBeGreaterThanOrEqual(18_000);
      expect(item.price).toBeLessThanOrEqual(28_000);
    }
  });

  it('keeps warung dishes under Rp 70.000 and iced tea under Rp 15.000', () => {
    const items = generate('restaurant', 'indonesia').menu_categories.flatMap((category) => category.items);
    for (const item of items) expect(item.price).toBeLessThan(70_000);
    expect(items.find((item) => item.name.startsWith('Es Teh'))!.price).toBeLessThan(15_000);
  });
});

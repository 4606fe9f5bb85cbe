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
const LANGUAGES: WebLanguage[] = ['indonesia', 'english'];
const FAMILY_STORY = 'Usaha keluarga yang melayani tetangga sejak 2015';

function generate(kind: PackKind, language: WebLanguage, description = FAMILY_STORY): GeneratedContent {
  const input: ContentInput = {
    brand_name: 'Rumah Teduh',
    business_type: BUSINESS[kind],
    web_language: language,
    template_selected: 'classic-website',
    short_description: description,
  };
  return buildContent(input, NOW);
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const itemsOf = (content: GeneratedContent) => content.menu_categories.flatMap((category) => category.items);

describe.each(KINDS)('the %s pack, for an owner who named nothing they offer', (kind) => {
  it.each(LANGUAGES)('builds a whole site in %s without a pack menu or merchandise', (language) => {
    const content = generate(kind, language);
    const items = itemsOf(content);
    // At most two typical items of the kind, marked as examples, or one item named after the business.
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(2);
    if (items.length === 2) for (const item of items) expect(item.is_example).toBe(true);
    expect(content.merchandise_items).toEqual([]);
    expect(content.sections.merchandise.is_active).toBe(false);
    // No city named: one store, so no "new branch" article.
    expect(content.news_articles).toHaveLength(5);
    expect(content.stores).toHaveLength(1);
  });

  it.each(LANGUAGES)('leaves no empty text or unfilled placeholder in %s', (language) => {
    // An item carries only the description the owner wrote with it: here none.
    const content = generate(kind, language);
    const menu = content.menu_categories.map((category) => ({
      ...category,
      items: category.items.map(({ description: _, ...item }) => item),
    }));
    for (const text of strings([{ ...content, menu_categories: menu }])) {
      expect(text.trim().length, 'empty string').toBeGreaterThan(0);
      expect(text).not.toMatch(/\{[a-z]+\}/);
      expect(text.toLowerCase()).not.toContain('lorem');
    }
  });

  it('publishes no price, best seller or recommendation the owner did not give', () => {
    for (const language of LANGUAGES) {
      for (const item of itemsOf(generate(kind, language))) {
        expect(item.price).toBe(0);
        expect(item.is_best_seller).toBe(false);
        expect(item.is_recommended).toBe(false);
        expect(item.description).toBe('');
      }
    }
  });

  it('shows the same items with the same pictures in both languages, with news written for each', () => {
    const id = generate(kind, 'indonesia');
    const en = generate(kind, 'english');
    expect(itemsOf(en).map((item) => item.image)).toEqual(itemsOf(id).map((item) => item.image));
    id.news_articles.forEach((article, i) => {
      expect(en.news_articles[i]!.content).not.toBe(article.content);
    });
  });

  it('gives every menu item its own name', () => {
    const items = itemsOf(generate(kind, 'indonesia'));
    expect(new Set(items.map((item) => item.name)).size).toBe(items.length);
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

describe('prices the owner wrote', () => {
  it('keeps an es kopi susu priced 22rb at Rp 22.000 and leaves an unpriced americano at 0', () => {
    const content = generate('coffee', 'indonesia', 'Es kopi susu 22rb, americano, croissant 18 ribu');
    const items = itemsOf(content);
    expect(items.map((item) => [item.name, item.price])).toEqual([
      ['Es Kopi Susu', 22_000],
      ['Americano', 0],
      ['Croissant', 18_000],
    ]);
    for (const item of items) expect(item.is_example).toBe(false);
  });

  it('keeps a price written "Rp 12.000" on the dish it follows and invents none for the others', () => {
    const content = generate('restaurant', 'english', 'Nasi rames Rp 12.000, es teh manis, soto ayam');
    const prices = Object.fromEntries(itemsOf(content).map((item) => [item.name, item.price]));
    expect(prices).toEqual({ 'Nasi Rames': 12_000, 'Es Teh Manis': 0, 'Soto Ayam': 0 });
  });

  it('lists no dish of the pack the owner did not name', () => {
    const names = itemsOf(generate('bakery', 'indonesia', 'Roti sobek dan bolu pandan')).map(
      (item) => item.name,
    );
    expect(names.sort()).toEqual(['Bolu Pandan', 'Roti Sobek']);
  });
});

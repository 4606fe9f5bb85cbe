import {
  builtinImageKeyFromUrl,
  CATALOGUE,
  type CatalogueEntry,
  CITIES,
  normalizeText,
} from '@webku/content-packs';
import { describe, expect, it } from 'vitest';
import { ROWS, type Row } from '../../../../../tests/support/server/owner-phrasings-rows';
import { buildContent } from './build-content';
import type { GeneratedContent, WebLanguage } from './content-provider';

const BY_ID = new Map(CATALOGUE.map((entry) => [entry.id, entry]));
const NOW = new Date('2026-03-01T03:00:00Z');

const unescapeHtml = (html: string) =>
  html
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const has = (text: string, phrase: string) =>
  ` ${normalizeText(unescapeHtml(text))} `.includes(` ${normalizeText(phrase)} `);
const phrases = (entry: CatalogueEntry) => [...entry.name, ...(entry.aliases ?? [])];

// Every word of an item's name is one the owner wrote, or the item is a catalogue dish they named.
function fromOwner(owner: string, name: string): boolean {
  const written = ` ${normalizeText(owner)} `;
  if (
    normalizeText(name)
      .split(' ')
      .every((word) => written.includes(` ${word} `))
  )
    return true;
  return CATALOGUE.some(
    (entry) => entry.name.includes(name) && phrases(entry).some((phrase) => has(owner, phrase)),
  );
}

function generate(row: Row, language: WebLanguage): GeneratedContent {
  const [business_type, short_description] = row;
  const input = {
    brand_name: 'Usaha Kita',
    business_type,
    short_description,
    web_language: language,
  } as const;
  return buildContent({ ...input, template_selected: 'classic-website' }, NOW);
}

describe.each(ROWS)('"%s" / "%s"', (...row) => {
  const [businessType, description, art, named, cities = [], cuisines = []] = row;
  const owner = `${businessType} ${description}`;

  it.each(['indonesia', 'english'] as const)('uses the owner words in %s', (language) => {
    const content = generate(row, language);
    const lang = language === 'indonesia' ? 0 : 1;
    expect(content.hero_section.background_image).toBe(`/media/builtin/${art}/hero.svg`);
    const hero = `${content.hero_section.sub_name} ${content.hero_section.tagline}`;
    const about = content.news_articles[0]!.content;
    const items = content.menu_categories.flatMap((category) => category.items);

    for (const id of named) {
      const entry = BY_ID.get(id)!;
      // Under the owner's own words for it ("Ayam Geprek Level 1-10"), or its catalogue name.
      const item = items.find((candidate) => phrases(entry).some((p) => has(candidate.name, p)));
      expect(item, `${id} on the menu`).toBeDefined();
      // The hero says who and where; the welcome article names what the owner offers.
      for (const text of [about])
        expect(
          phrases(entry).some((p) => has(text, p)),
          `${id} in "${text}"`,
        ).toBe(true);
    }
    for (const item of items) {
      // No owner in these rows wrote a price: nothing is priced, nothing marked, and only the examples
      // of an owner who named nothing are not in their words.
      expect(item.price, item.name).toBe(0);
      expect(item.is_best_seller || item.is_recommended, item.name).toBe(false);
      expect(builtinImageKeyFromUrl(item.image), item.image).not.toBeNull();
      if (named.length) {
        expect(item.is_example, item.name).toBe(false);
        expect(fromOwner(owner, item.name), `${item.name} not named`).toBe(true);
      }
      const entry = CATALOGUE.find((candidate) => candidate.name[lang] === item.name);
      // Regional dishes only from the cuisines the owner named, or the dishes themselves.
      if (entry?.cuisine && !named.includes(entry.id)) expect(cuisines, item.name).toContain(entry.cuisine);
    }
    if (!named.length) expect(items.filter((item) => item.is_example).length).toBeLessThanOrEqual(2);
    expect(content.merchandise_items).toEqual([]);

    expect(content.stores.map((store) => store.city).filter(Boolean)).toEqual(cities);
    for (const city of cities) expect(has(hero, city) || has(about, city), city).toBe(true);
    const shown = `${hero} ${JSON.stringify(content.stores)}`;
    for (const city of CITIES) {
      const names = [city.name, ...(city.aliases ?? [])];
      if (has(shown, city.name))
        expect(
          names.some((name) => has(owner, name)),
          `${city.name} not named`,
        ).toBe(true);
    }
    for (const entry of CATALOGUE.filter((candidate) => candidate.cuisine)) {
      if (entry.name.some((name) => has(shown, name))) {
        expect(
          phrases(entry).some((p) => has(owner, p)),
          `${entry.id} was not named`,
        ).toBe(true);
      }
    }
    // A pack story about a regional dish stays out unless that dish is on the owner's menu.
    const news = content.news_articles.map((article) => `${article.title} ${article.content}`).join(' ');
    if (!items.some((item) => /rendang/i.test(item.name))) expect(news).not.toMatch(/rendang/i);
    const text = JSON.stringify(content);
    expect(text).not.toMatch(/\+62|\b08\d{2}|@[a-z0-9-]+\.[a-z]|https?:\/\/|\bJl\. /i);
  });
});

it('covers at least 60 phrasings', () => {
  expect(ROWS.length).toBeGreaterThanOrEqual(60);
});

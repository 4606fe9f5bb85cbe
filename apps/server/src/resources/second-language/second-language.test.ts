import type { PublicPayload, WebSettings } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { backupCalls } from '../../../../../tests/support/server/backup-archives';
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

  it('refuses a translation past its field limit, naming the field in the language', async () => {
    const res = await site.api.put('/admin/hero', {
      translations: { english: { tagline: 'x'.repeat(301) } },
    });
    expect(res.status).toBe(422);
    expect(res.message).toContain('Tagline (English)');
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

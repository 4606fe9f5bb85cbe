import { describe, expect, it } from 'vitest';
import {
  ABOUT_TEXT_MAX,
  aboutParagraphs,
  about as aboutSection,
  aboutSectionInputSchema,
} from './about-section';
import { siteBackupContentSchema } from './site-backup-content';

const firstMessage = (input: unknown) => aboutSectionInputSchema.safeParse(input).error?.issues[0]?.message;

describe('aboutSectionInputSchema', () => {
  it('keeps paragraphs apart by one blank line, whatever the owner typed between them', () => {
    const parsed = aboutSectionInputSchema.parse({
      title: '  Tentang Kami ',
      text: '  Kami bengkel las.\r\nSejak 2010.\r\n\r\n\r\n   Melayani Bekasi.  \n',
    });
    expect(parsed).toEqual({
      title: 'Tentang Kami',
      text: 'Kami bengkel las. Sejak 2010.\n\nMelayani Bekasi.',
      image: undefined,
    });
  });

  it('names the field and the limit when the text is too long', () => {
    expect(firstMessage({ text: 'a'.repeat(ABOUT_TEXT_MAX + 1) })).toBe(
      `Teks maksimal ${ABOUT_TEXT_MAX} karakter`,
    );
    expect(firstMessage({ title: 'a'.repeat(81) })).toBe('Judul maksimal 80 karakter');
  });

  it('refuses more paragraphs than a section reads well with', () => {
    expect(firstMessage({ text: Array.from({ length: 13 }, (_, i) => `Paragraf ${i}.`).join('\n\n') })).toBe(
      'Teks maksimal 12 paragraf; gabungkan paragraf yang pendek',
    );
  });

  it('takes an upload or a web image as the photo, never a script address', () => {
    expect(aboutSectionInputSchema.safeParse({ image: '/media/u/1/about/a.jpg' }).success).toBe(true);
    expect(firstMessage({ image: 'javascript:alert(1)' })).toBe(
      'Gambar harus berupa tautan http(s) atau alamat gambar yang diawali /',
    );
  });

  it('refuses invisible control characters in the text, naming the field', () => {
    expect(firstMessage({ text: 'Kami\u0007 ada' })).toMatch(/^Teks berisi karakter kontrol/);
  });

  it('keeps HTML as the characters the owner typed (the page prints it as text)', () => {
    expect(aboutSectionInputSchema.parse({ text: '<b>Kami</b>' }).text).toBe('<b>Kami</b>');
  });
});

describe('whether About us shows', () => {
  it.each([
    [null, false],
    [{ text: null }, false],
    [{ text: ' \n\n ' }, false],
    [{ text: 'Kami ada.' }, true],
  ])('%j → %j', (about, expected) => {
    expect(aboutSection.isShown(about)).toBe(expected);
  });

  it('reads paragraphs as the page shows them', () => {
    expect(aboutParagraphs('Satu\ndua.\n\nTiga.')).toEqual(['Satu dua.', 'Tiga.']);
  });
});

describe('a backup made before the section existed', () => {
  it('is still a valid backup, with no about section', () => {
    const content = {
      company: { name: 'Kopi Senja' },
      web_settings: null,
      hero_section: null,
      footer_settings: null,
      section_settings: [],
      menu_categories: [],
      merchandise_items: [],
      news_articles: [],
      stores: [],
    };
    expect(siteBackupContentSchema.parse(content).about_section).toBeUndefined();
  });
});

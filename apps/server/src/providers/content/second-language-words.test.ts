import { describe, expect, it } from 'vitest';
import { buildContent } from './build-content';
import type { ContentInput } from './content-provider';

const NOW = new Date('2025-03-15T05:00:00Z');
const warung: ContentInput = {
  brand_name: 'Warung Ubud',
  business_type: 'Warung makan',
  web_language: 'indonesia',
  template_selected: 'minimalis-coffee-shop',
  short_description: 'Nasi campur 35rb dan es kelapa muda 15rb di Ubud, masakan rumahan khas Bali.',
};

// The generator writes the other language only where it knows the same words in both: the fixed texts
// and the kind's labels. The owner's own words (the tagline, the menu's names) wait for the owner.
describe('the words the generator knows in the second language', () => {
  it('gives an Indonesian site its English headings, link names and button, never the owner’s sentences', () => {
    const content = buildContent(warung, NOW);
    const english = (part: { translations?: Record<string, Record<string, string>> }) =>
      part.translations?.english ?? {};
    expect(english(content.sections.news)).toEqual({
      title: 'Latest News',
      description: 'News and announcements from Warung Ubud.',
    });
    expect(english(content.web_settings)).toMatchObject({ navigation_news_text: 'News' });
    expect(Object.keys(english(content.hero_section))).toContain('cta_text');
    // The hero line is the owner's own type here ("Warung makan"): no English is made up for it. The menu's
    // description is the kind's sentence, known in both languages.
    expect(english(content.hero_section)).not.toHaveProperty('tagline');
    expect(english(content.sections.menu)).toHaveProperty('description');
    expect(content.sections.menu.translations?.indonesia).toBeUndefined();
  });

  it('gives an English site its Indonesian ones', () => {
    const content = buildContent({ ...warung, web_language: 'english' }, NOW);
    expect(content.sections.news.translations).toEqual({
      indonesia: { title: 'Kabar Terbaru', description: 'Kabar dan pengumuman dari Warung Ubud.' },
    });
  });
});

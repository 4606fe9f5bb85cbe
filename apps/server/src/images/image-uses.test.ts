import type { SiteBackupContent } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { collectImageUses, mapRichTextImages, withoutRichTextImage } from './image-uses';

describe('rich text images', () => {
  const url = '/media/u/1/news/a.webp';

  it('removes only the images showing the URL', () => {
    const html = `<p>a</p><img src="${url}" alt="x" /><img src="https://x.id/b.jpg" /><p>${url}</p>`;
    expect(withoutRichTextImage(html, url)).toBe(`<p>a</p><img src="https://x.id/b.jpg" /><p>${url}</p>`);
  });

  it('rewrites a source, escaping an ampersand, and reads escaped ones', () => {
    expect(mapRichTextImages('<img src="/a?x=1&amp;y=2" />', (src) => `${src}&z=3`)).toBe(
      '<img src="/a?x=1&amp;y=2&amp;z=3" />',
    );
  });
});

describe('the one-row sections’ images', () => {
  it('are used in the section’s place, or where the field says (the hero’s logo, named by the hero)', () => {
    const shared = '/media/u/1/branding/a.webp';
    const content = {
      company: { name: 'Kopi Senja', description: null, logo: null },
      web_settings: null,
      hero_section: { background_image: '/media/u/1/hero/b.webp', logo: shared },
      footer_settings: null,
      about_section: { title: null, text: 'Cerita', image: shared },
      section_settings: [],
      menu_categories: [],
      merchandise_items: [],
      news_articles: [],
      stores: [],
    } as unknown as SiteBackupContent;
    expect([...collectImageUses(content)]).toEqual([
      ['/media/u/1/hero/b.webp', [{ place: 'hero', name: null }]],
      [
        shared,
        [
          { place: 'logo', name: 'Hero' },
          { place: 'about', name: null },
        ],
      ],
    ]);
  });
});

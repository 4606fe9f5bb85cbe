import { describe, expect, it } from 'vitest';
import { mapRichTextImages, withoutRichTextImage } from './image-uses';

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

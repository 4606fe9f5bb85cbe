import { describe, expect, it } from 'vitest';
import {
  BUILTIN_TAB,
  categoryLabel,
  categoryTabs,
  chunk,
  uploadedCount,
  uploadSuccessMessage,
} from './asset-categories';

describe('asset categories', () => {
  it('lists the known folders first, then extra ones from the server and the requested one', () => {
    expect(categoryTabs(['menu', 'promo'], 'events')).toEqual([
      'general',
      'hero',
      'about',
      'menu',
      'merchandise',
      'news',
      'stores',
      'branding',
      'promo',
      'events',
      BUILTIN_TAB,
    ]);
    expect(categoryTabs()).toHaveLength(9);
    expect(categoryTabs([], BUILTIN_TAB).filter((tab) => tab === BUILTIN_TAB)).toHaveLength(1);
  });

  it('labels folders for people', () => {
    expect(categoryLabel('general')).toBe('General');
    expect(categoryLabel('grand-opening')).toBe('Grand Opening');
    expect(categoryLabel(BUILTIN_TAB)).toBe('Gambar bawaan');
  });

  it("labels a section editor's folder as the admin names the section", () => {
    expect(['hero', 'about', 'menu', 'merchandise', 'news', 'stores'].map(categoryLabel)).toEqual([
      'Hero',
      'Tentang Kami',
      'Menu',
      'Merchandise',
      'News',
      'Stores',
    ]);
  });
});

describe('upload results', () => {
  it('reads the uploaded count in any of its shapes', () => {
    expect(uploadedCount({ uploaded: 3, images: [] }, 5)).toBe(3);
    expect(uploadedCount({ uploaded: [{}, {}] }, 5)).toBe(2);
    expect(uploadedCount({ count: 4 }, 5)).toBe(4);
    expect(uploadedCount({ images: [{}] }, 5)).toBe(1);
    expect(uploadedCount(undefined, 5)).toBe(5);
  });

  it('words the success toast as the spec does', () => {
    expect(uploadSuccessMessage(3)).toBe('3 images uploaded and compressed successfully');
  });

  it('splits large selections into batches the server accepts', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 20)).toEqual([]);
  });
});

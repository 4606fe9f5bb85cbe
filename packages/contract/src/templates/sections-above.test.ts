import { describe, expect, it } from 'vitest';
import { sectionsAbove } from './index';

describe('sectionsAbove', () => {
  it('names what each template draws above About us, top to bottom', () => {
    expect(sectionsAbove('classic-website', 'about')).toEqual(['hero']);
    expect(sectionsAbove('minimalis-coffee-shop', 'about')).toEqual(['hero']);
    expect(sectionsAbove('layanan-jasa', 'about')).toEqual(['hero', 'menu', 'stores']);
    expect(sectionsAbove('katalog-toko', 'about')).toEqual(['hero', 'menu', 'merchandise']);
  });

  it("reads an unknown or missing template as the default template's", () => {
    expect(sectionsAbove('constructor', 'about')).toEqual(['hero']);
    expect(sectionsAbove(null, 'news')).toEqual(['hero', 'about', 'menu', 'merchandise']);
  });
});

import { describe, expect, it } from 'vitest';
import { sectionPlacement } from './section-placement';

const aboutPlacement = (template: string | null) => sectionPlacement(template, 'about');

describe('sectionPlacement of About us', () => {
  it('says right after the hero only where the template puts it there', () => {
    expect(aboutPlacement('classic-website')).toBe(
      'Pada template Classic Website, bagian ini tampil tepat setelah bagian Hero.',
    );
    expect(aboutPlacement('minimalis-coffee-shop')).toBe(
      'Pada template Minimalis Coffee Shop, bagian ini tampil tepat setelah bagian Hero.',
    );
  });

  it('names every section above it on the templates that place it lower', () => {
    expect(aboutPlacement('layanan-jasa')).toBe(
      'Pada template Layanan Jasa, bagian ini tampil di bawah bagian Hero, Menu dan Stores.',
    );
    expect(aboutPlacement('katalog-toko')).toBe(
      'Pada template Katalog Toko, bagian ini tampil di bawah bagian Hero, Menu dan Merchandise.',
    );
  });

  it("words an unknown or missing template as the default template's", () => {
    expect(aboutPlacement(null)).toBe(aboutPlacement('minimalis-coffee-shop'));
  });
});

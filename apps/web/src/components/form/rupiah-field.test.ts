import { describe, expect, it } from 'vitest';
import { smallPriceHint } from './rupiah-field';

describe('a price typed so small it is likely a slip', () => {
  it('is asked about under the field, saying what was read and how to write thousands', () => {
    // "5.5" meant as 5.500: the dot groups thousands, so it reads as 55.
    expect(smallPriceHint('55')).toBe(
      'Harga ini terbaca Rp 55. Jika maksudnya ribuan, tulis lengkap (misalnya 5.500) atau pakai "rb" (5,5rb).',
    );
    expect(smallPriceHint('Rp 500')).toMatch(/^Harga ini terbaca Rp 500\./);
  });

  it('says nothing of an ordinary, empty, free or unreadable price', () => {
    for (const typed of ['5.500', '5,5rb', '25k', '1.000', '', '0', '18000.50', 'abc']) {
      expect(smallPriceHint(typed), typed).toBeNull();
    }
  });
});

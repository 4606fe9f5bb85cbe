import { parseRupiah } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { writtenPrices } from './owner-prices';

// The admin's price field and the generator read a sum the same way: what an owner wrote in the setup
// form is taken when typed again in the admin.
describe('one reader of rupiah', () => {
  it.each([
    '100rb',
    '25k',
    '25K',
    '15 ribu',
    '1,5jt',
    '1.5jt',
    'Rp 1,2 juta',
    '6 million',
    'IDR 350K',
    'IDR 2,500,000',
    'Rp 45.000,-',
    'Rp25.000',
    '350rb rupiah',
    'goceng',
  ])('"%s" is the same sum in the admin as in the generator', (written) => {
    const [generator] = writtenPrices(written);
    expect(generator?.value).toBeGreaterThan(0);
    expect(parseRupiah(written)).toEqual({ ok: true, value: generator!.value });
  });

  it('still refuses what neither reads as one sum', () => {
    for (const text of ['12.5', '18000.50', 'seratus', '25kg', '1.2.3'])
      expect(parseRupiah(text), text).toEqual({ ok: false, reason: 'unreadable' });
  });
});

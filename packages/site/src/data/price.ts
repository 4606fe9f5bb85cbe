import { formatRupiah } from '@webku/contract';

// A price is shown only when greater than 0.
export function priceText(price: number | null | undefined): string | null {
  return typeof price === 'number' && price > 0 ? formatRupiah(price) : null;
}

import { parseDecimal } from './parse-decimal';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

// Grouping is done by hand so output never depends on the ICU data a runtime ships with.
export function formatRupiah(value: unknown): string {
  if (typeof value === 'bigint') {
    const sign = value < 0n ? '-' : '';
    return `Rp ${sign}${groupThousands((value < 0n ? -value : value).toString())}`;
  }
  const parsed = parseDecimal(value);
  if (parsed === null) return 'Rp 0';
  // Half away from zero, like Intl; Math.round alone would send -2.5 to -2.
  const rounded = Math.round(Math.abs(parsed));
  if (rounded === 0) return 'Rp 0';
  const digits = rounded >= 1e21 ? BigInt(rounded).toString() : rounded.toFixed(0);
  return `Rp ${parsed < 0 ? '-' : ''}${groupThousands(digits)}`;
}

import { parseDecimal } from './parse-decimal';

// Fits numeric(14, 2).
export const MAX_PRICE = 999_999_999_999.99;

// Prices come from <input type="number" step="0.01">: anything unusable becomes 0, never an error.
export function coercePrice(value: unknown): number {
  const parsed = parseDecimal(value);
  if (parsed === null || parsed <= 0) return 0;
  // Exponent shifting avoids the binary error of x * 100 (1.005 * 100 = 100.49999...).
  const rounded = Number(`${Math.round(Number(`${parsed}e2`))}e-2`);
  return Math.min(rounded, MAX_PRICE);
}

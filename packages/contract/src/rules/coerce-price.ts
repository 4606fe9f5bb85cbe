import { parseDecimal } from './parse-decimal';

// Fits numeric(14, 2).
export const MAX_PRICE = 999_999_999_999.99;

// Prices come from <input type="number" step="0.01">: anything unusable becomes 0, never an error. A
// price above MAX_PRICE is left as it is, for the schema to refuse with the maximum named.
export function coercePrice(value: unknown): number {
  const parsed = parseDecimal(value);
  if (parsed === null || parsed < 0.005) return 0;
  if (parsed > MAX_PRICE) return parsed;
  // Exponent shifting avoids the binary error of x * 100 (1.005 * 100 = 100.49999...); between these
  // bounds a number is written without an exponent of its own, so the shift is always well formed.
  return Number(`${Math.round(Number(`${parsed}e2`))}e-2`);
}

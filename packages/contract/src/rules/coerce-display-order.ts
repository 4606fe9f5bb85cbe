import { parseDecimal } from './parse-decimal';

// Fits a PostgreSQL integer column.
export const MAX_DISPLAY_ORDER = 2_147_483_647;

export type DisplayOrderOptions = { min?: number };

// Invalid input becomes 1, never an error; fractions are truncated like parseInt.
export function coerceDisplayOrder(value: unknown, { min = 0 }: DisplayOrderOptions = {}): number {
  const parsed = parseDecimal(value);
  const order = parsed === null ? 1 : Math.trunc(parsed);
  return Math.min(Math.max(order, min), MAX_DISPLAY_ORDER);
}

// New items, categories and stores go to the end of their list (length + 1).
export function nextDisplayOrder(items: readonly unknown[]): number {
  return items.length + 1;
}

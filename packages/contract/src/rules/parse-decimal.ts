const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

// Strict on purpose: Number() would also accept '0x10', '1e5' and '' (as 0).
export function parseDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!DECIMAL.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

import { MAX_PRICE } from './coerce-price';
import { readWrittenSum } from './written-rupiah';

export type RupiahReading =
  | { ok: true; value: number | null }
  | { ok: false; reason: 'unreadable' | 'negative' | 'too-large' };

// An optional currency mark (Rp, Rp., IDR) in front of the amount, with or without a space.
const CURRENCY = /^(?:rp\.?|idr)\s*/i;
// Indonesian writing: '.' groups thousands, ',' starts at most two decimals; ',-' and ',00' mean whole rupiah.
const GROUPED = /^\d{1,3}(?:\.\d{3})+$/;
const PLAIN = /^\d+$/;
const DECIMALS = /^(?:-|\d{1,2})$/;

function withoutCurrency(text: string): string {
  return text.replace(CURRENCY, '');
}

// Reads a price the way an Indonesian owner writes it: "12.500", "Rp 12.500", "12500", "12.500,50", and
// as the setup form's reader takes it ("100rb", "25k", "1,5jt", "IDR 2,500,000": readWrittenSum).
// A dot is never a decimal point without a scale, so "12.5" is refused rather than guessed.
export function parseRupiah(input: string): RupiahReading {
  let text = input.trim();
  if (text === '') return { ok: true, value: null };
  const written = readWrittenSum(text);
  if (written !== null)
    return written > MAX_PRICE ? { ok: false, reason: 'too-large' } : { ok: true, value: written };
  let isNegative = text.startsWith('-');
  text = withoutCurrency(text.replace(/^-\s*/, ''));
  if (!isNegative && text.startsWith('-')) {
    isNegative = true;
    text = text.slice(1).trim();
  }
  const [whole = '', decimals, ...rest] = text.split(',');
  if (rest.length > 0) return unreadable();
  if (!GROUPED.test(whole) && !PLAIN.test(whole)) return unreadable();
  if (decimals !== undefined && !DECIMALS.test(decimals)) return unreadable();
  const fraction = decimals === undefined || decimals === '-' ? '' : `.${decimals}`;
  const value = Number(`${whole.replaceAll('.', '')}${fraction}`);
  if (isNegative && value !== 0) return { ok: false, reason: 'negative' };
  if (value > MAX_PRICE) return { ok: false, reason: 'too-large' };
  return { ok: true, value };
}

function unreadable(): RupiahReading {
  return { ok: false, reason: 'unreadable' };
}

function groupDigits(digits: string): string {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  return trimmed.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

// Regroups the thousands while the owner types ("1.2500" -> "12.500", "12.5" on the way to "12.500" -> "125").
// Text that is not a plain Indonesian amount is left exactly as typed, so the form can say what is wrong.
export function groupRupiahInput(input: string): string {
  const text = withoutCurrency(input.trim());
  const comma = text.indexOf(',');
  const whole = comma === -1 ? text : text.slice(0, comma);
  const tail = comma === -1 ? '' : text.slice(comma);
  // A digit typed into a group makes it four long for a moment; longer runs are not Indonesian grouping.
  const isTypingGroups = /^\d{1,4}(?:\.\d{0,4})*$/.test(whole);
  if (!PLAIN.test(whole) && !isTypingGroups) return input;
  if (tail !== '' && !/^,(?:-|\d{0,2})$/.test(tail)) return input;
  return `${groupDigits(whole.replaceAll('.', ''))}${tail}`;
}

// The text a price field starts with: 18000.5 -> "18.000,50", 25000 -> "25.000", 0 -> "0".
export function toRupiahInputText(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '';
  const [whole = '0', decimals = ''] = value.toFixed(2).split('.');
  const grouped = groupDigits(whole);
  return decimals === '00' ? grouped : `${grouped},${decimals}`;
}

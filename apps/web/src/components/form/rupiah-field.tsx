import { groupRupiahInput, parseRupiah } from '@webku/contract';
import { type ChangeEvent, type ComponentProps, useState } from 'react';
import { TextField } from './text-field';

/**
 * What the field says under a price typed so small it is likely a slip: "5.5" meant as five and a half
 * thousand reads as Rp 55. Null for an empty, unreadable (the form says why) or ordinary price. Anything
 * under a thousand rupiah is asked about, never refused: a kerupuk may cost Rp 500.
 */
export function smallPriceHint(typed: string): string | null {
  const reading = parseRupiah(typed);
  if (!reading.ok || reading.value === null || reading.value <= 0 || reading.value >= 1000) return null;
  return `Harga ini terbaca Rp ${reading.value}. Jika maksudnya ribuan, tulis lengkap (misalnya 5.500) atau pakai "rb" (5,5rb).`;
}

const SIGNIFICANT = /[\d,-]/;

function countSignificant(text: string): number {
  let count = 0;
  for (const char of text) if (SIGNIFICANT.test(char)) count++;
  return count;
}

// Regroups the thousands in place and keeps the caret after the same digit the owner just typed.
function regroupInPlace(input: HTMLInputElement) {
  const typed = input.value;
  const grouped = groupRupiahInput(typed);
  if (grouped === typed) return;
  const significantBeforeCaret = countSignificant(typed.slice(0, input.selectionStart ?? typed.length));
  input.value = grouped;
  let caret = 0;
  for (let seen = 0; caret < grouped.length && seen < significantBeforeCaret; caret++) {
    if (SIGNIFICANT.test(grouped.charAt(caret))) seen++;
  }
  input.setSelectionRange(caret, caret);
}

// A price written the Indonesian way ("12.500", "Rp 12.500", "12.500,50"), grouped as it is typed, or as the
// setup form reads it ("100rb", "25k"): the phone's keyboard has letters for that. Spread react-hook-form's
// register(...) into it, like TextField. A price typed under a thousand rupiah is asked about below the field
// (smallPriceHint); one the field opened with is not.
export function RupiahField({ onChange, hint, ...props }: ComponentProps<typeof TextField>) {
  const [small, setSmall] = useState<string | null>(null);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    regroupInPlace(event.target);
    setSmall(smallPriceHint(event.target.value));
    return onChange?.(event);
  };
  return (
    <TextField
      type="text"
      inputMode="text"
      autoComplete="off"
      {...props}
      hint={small ?? hint}
      onChange={handleChange}
    />
  );
}

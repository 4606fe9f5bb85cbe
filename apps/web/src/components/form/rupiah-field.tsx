import { groupRupiahInput } from '@webku/contract';
import type { ChangeEvent, ComponentProps } from 'react';
import { TextField } from './text-field';

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
// register(...) into it, like TextField.
export function RupiahField({ onChange, ...props }: ComponentProps<typeof TextField>) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    regroupInPlace(event.target);
    return onChange?.(event);
  };
  return <TextField type="text" inputMode="text" autoComplete="off" {...props} onChange={handleChange} />;
}

import type { AnyRowSection, SectionRow } from '@webku/contract';

/** 'pertanyaan' → 'Pertanyaan', for a noun that starts a sentence. */
export function capitalized(noun: string): string {
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

/** What names a row in the list and in its buttons: its name field, or its place when that is empty. */
export function rowName(section: AnyRowSection, row: SectionRow, index: number): string {
  const name = row[section.nameField];
  return typeof name === 'string' && name.trim() ? name.trim() : `${capitalized(section.noun)} ${index + 1}`;
}

/** The rows with the one at `index` moved one place up (-1) or down (+1); the same rows at either end. */
export function moveRow<T>(rows: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const moved = [...rows];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

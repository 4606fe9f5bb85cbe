import type { Fields } from './field-kinds';
import { defineOneRowSection, type OneRowCalls, type OneRowSectionSpec } from './one-row-section';
import { defineRowSection, type RowSectionSpec } from './row-section';

/** How many rows a company keeps of a section: one, filled in one form (About us), or many of the same fields (FAQ). */
export type SectionRows = 'one' | 'many';

/** A section of one row per company, as `defineSection` takes it. */
export type OneSectionSpec<
  K extends string,
  F extends Fields,
  C extends OneRowCalls,
  P extends string,
  S extends string = never,
> = {
  rows: 'one';
} & OneRowSectionSpec<K, F, C, P, S>;
/** A section of many rows, as `defineSection` takes it. */
export type ManySectionSpec<K extends string, F extends Fields> = { rows: 'many' } & RowSectionSpec<K, F>;

/**
 * The one way a section is defined: its key, table, title, fields and `rows`. Everything else (schemas,
 * table, store, routes, payload, backup, image uses, editor, second language) is derived from what this
 * answers, by the one-row engine (`rows: 'one'`) or the list engine (`rows: 'many'`).
 */
export function defineSection<
  const K extends string,
  const F extends Fields,
  const C extends OneRowCalls = 'save',
  const P extends string = string,
  const S extends string = never,
>(
  spec: OneSectionSpec<K, F, C, P, S>,
): ReturnType<typeof defineOneRowSection<K, F, C, P, S>> & { rows: 'one' };
export function defineSection<const K extends string, const F extends Fields>(
  spec: ManySectionSpec<K, F>,
): ReturnType<typeof defineRowSection<K, F>> & { rows: 'many' };
export function defineSection(
  spec: OneSectionSpec<string, Fields, OneRowCalls, string, string> | ManySectionSpec<string, Fields>,
): object {
  const { rows, ...rest } = spec;
  return rows === 'one'
    ? { ...defineOneRowSection(rest as OneRowSectionSpec), rows }
    : { ...defineRowSection(rest as RowSectionSpec), rows };
}

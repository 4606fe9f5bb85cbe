import type { AnyRowSection, SectionRow } from '@webku/contract';
import { useSchemaForm } from '@/lib/use-schema-form';
import { rowFormValues } from '../components/field-editors';

// The form checks each field with the definition's own input schema, the one the server parses.
export function useRowForm(section: AnyRowSection, row: SectionRow | null) {
  return useSchemaForm(section.schemas.input, { defaultValues: rowFormValues(section, row) });
}

export type RowFormApi = ReturnType<typeof useRowForm>;

import type { AnyRowSection, SectionRow } from '@webku/contract';
import { useSchemaForm } from '@/lib/use-schema-form';
import { type RowFormApi, rowFormValues } from '../components/field-editors';

// The form checks each field with the definition's own input schema, the one the server parses.
export function useRowForm(section: AnyRowSection, row: SectionRow | null): RowFormApi {
  return useSchemaForm(section.schemas.input, { defaultValues: rowFormValues(section, row) });
}

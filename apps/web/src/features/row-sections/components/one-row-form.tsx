import type { AnyOneRowSection } from '@webku/contract';
import { EyeOff } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { FormSection } from '@/components/form/form-section';
import { useSchemaForm } from '@/lib/use-schema-form';
import { shownByLabel, useSaveOneRow } from '../api/use-one-row';
import { RowFields, type RowFormApi, rowFormValues, rowPayload } from './field-editors';

/** The form of a one-row section, drawn from its fields: its groups, each a card, and one save button. */
export function OneRowForm({
  section,
  stored,
}: {
  section: AnyOneRowSection;
  stored: Readonly<Record<string, unknown>> | undefined;
}) {
  // The form checks each field with the definition's own input schema, the one the server parses.
  const form = useSchemaForm(section.schemas.input, {
    defaultValues: rowFormValues(section, stored),
  }) as unknown as RowFormApi;
  const { control, handleSubmit, reset, formState } = form;
  const save = useSaveOneRow(section);
  const shownBy = useWatch({ control, name: section.shownBy });

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(rowFormValues(section, await save.mutateAsync(rowPayload(section, values))));
    } catch {
      // The failure toast is already shown; the edits stay.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-6">
      {section.groups.map((group) => (
        <FormSection key={group.title} title={group.title} description={group.description}>
          <RowFields section={section} form={form} names={group.fields} needed={section.shownBy} />
          {group.fields.includes(section.shownBy) && !section.isShown({ [section.shownBy]: shownBy }) && (
            <p className="flex items-start gap-2 rounded-lg border border-neutral-200 bg-neutral-50 p-3 text-sm text-neutral-700">
              <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Bagian {section.title.id} tidak tampil di website selama {shownByLabel(section)}nya kosong.
            </p>
          )}
        </FormSection>
      ))}
      <FormActions isSaving={save.isPending} label="Simpan" isDirty={formState.isDirty} />
    </form>
  );
}

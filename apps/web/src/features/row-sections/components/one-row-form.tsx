import type { AnyOneRowSection } from '@webku/contract';
import { EyeOff } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { FormSection } from '@/components/form/form-section';
import type { OneRowParts } from '@/lib/one-row-parts';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSecondLanguage } from '@/lib/use-second-language';
import { shownByLabel, useSaveOneRow } from '../api/use-one-row';
import { RowFields, type RowFormApi, rowFormValues, rowPayload } from './field-editors';

/** The form's starting values: the stored row's, or for a section with no row its empty ones and `start`. */
export function oneRowFormValues(
  section: AnyOneRowSection,
  stored: Readonly<Record<string, unknown>> | null | undefined,
  start?: OneRowParts['start'],
): Record<string, unknown> {
  const values = rowFormValues(section, stored);
  return stored ? values : { ...values, ...start };
}

/** The form of a one-row section, drawn from its fields: its groups, each a card, and one save button. */
export function OneRowForm({
  section,
  stored,
  parts = {},
}: {
  section: AnyOneRowSection;
  /** The row as the API answers it; null: a create-update section with no row yet. */
  stored: Readonly<Record<string, unknown>> | null | undefined;
  parts?: OneRowParts;
}) {
  // The form checks each field with the definition's own input schema, the one the server parses.
  const form = useSchemaForm(section.schemas.input, {
    defaultValues: oneRowFormValues(section, stored, parts.start),
  }) as unknown as RowFormApi;
  const { control, handleSubmit, reset, formState } = form;
  const save = useSaveOneRow(section, parts.toasts);
  const secondLanguage = useSecondLanguage();
  const { shownBy: shownByName } = section;
  const shownBy = useWatch({ control, name: shownByName ?? '' });
  // "(opsional)" tells optional fields from the others; where every field is optional it says nothing.
  const isUnmarked = !shownByName && Object.values(section.fields).every((field) => !field.required);
  const isNew = section.calls === 'create-update' && !stored;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ body: rowPayload(section, values), isNew });
      reset(rowFormValues(section, saved));
    } catch {
      // The failure toast is already shown; the edits stay.
    }
  });

  const fields = (
    <>
      {section.groups.map((group) => (
        <FormSection key={group.title} title={group.title} description={group.description}>
          <RowFields
            section={section}
            form={form}
            names={group.fields}
            needed={shownByName}
            isUnmarked={isUnmarked}
            looks={parts.looks}
            secondLanguage={secondLanguage}
          />
          {shownByName &&
            group.fields.includes(shownByName) &&
            !section.isShown({ [shownByName]: shownBy }) && (
              <p className="flex items-start gap-2 rounded-lg border border-neutral-200 bg-neutral-50 p-3 text-sm text-neutral-700">
                <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                Bagian {section.title.id} tidak tampil di website selama {shownByLabel(section)}nya kosong.
              </p>
            )}
        </FormSection>
      ))}
      <FormActions
        isSaving={save.isPending}
        label={parts.saveLabel ?? 'Simpan'}
        isDirty={formState.isDirty}
      />
    </>
  );
  if (!parts.preview) {
    return (
      <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-6">
        {fields}
      </form>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div className="space-y-6">{fields}</div>
      <div className="order-first lg:order-none">
        <div className="lg:sticky lg:top-24">
          <LivePreview control={control} preview={parts.preview} />
        </div>
      </div>
    </form>
  );
}

// Watches the whole form apart from the fields, so typing redraws the preview alone.
function LivePreview({
  control,
  preview,
}: {
  control: RowFormApi['control'];
  preview: NonNullable<OneRowParts['preview']>;
}) {
  const values = useWatch({ control }) as Readonly<Record<string, unknown>>;
  return preview(values);
}

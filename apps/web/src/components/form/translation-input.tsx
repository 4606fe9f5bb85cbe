import {
  DEFAULT_ASSET_CATEGORY,
  FIELD_KINDS,
  type Field,
  type Fields,
  LANGUAGE_NAMES,
  type WebLanguage,
} from '@webku/contract';
import { Controller, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { TranslateButton } from '@/components/form/translate-button';
import { RichTextEditor } from '@/components/rich-text-editor';

/** Whether a field holds the owner's own words, so it gets a second value. */
export const isOwnerText = (field: Field) => FIELD_KINDS[field.kind].ownerText;

type AnyForm = Pick<
  UseFormReturn<FieldValues>,
  'register' | 'control' | 'formState' | 'getValues' | 'setValue'
>;

/**
 * The field's words in the site's second language, under the field itself: never required (an empty one
 * shows the main language's words on that page), checked by the same rules as the field.
 */
export function TranslationInput({
  idPrefix,
  name,
  field,
  language,
  form,
}: {
  idPrefix: string;
  name: string;
  field: Field;
  language: WebLanguage;
  form: AnyForm;
}) {
  const path = `translations.${language}.${name}`;
  const id = `${idPrefix}-${name}-${language}`;
  const error = (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
  const chrome = {
    id,
    label: `${field.label} (${LANGUAGE_NAMES[language]})`,
    hint: 'Bila dikosongkan, halaman bahasa ini menampilkan teks utama.',
    error,
    className: 'border-l-2 border-sky-200 pl-3',
  };
  if (field.kind === 'richText') {
    return (
      <FormField {...chrome}>
        <Controller
          control={form.control}
          name={path}
          render={({ field: input }) => (
            <RichTextEditor
              id={id}
              ariaLabel={chrome.label}
              value={typeof input.value === 'string' ? input.value : ''}
              onChange={input.onChange}
              isInvalid={!!error}
              imageCategory={DEFAULT_ASSET_CATEGORY}
            />
          )}
        />
      </FormField>
    );
  }
  if (field.kind === 'longText') return <TextAreaField {...chrome} rows={3} {...form.register(path)} />;
  return <TextField {...chrome} {...form.register(path)} />;
}

/** A card's worth of second-language inputs for the owner-text fields of a custom editor. */
export function TranslationInputs({
  idPrefix,
  fields,
  language,
  form,
}: {
  idPrefix: string;
  fields: Fields;
  language: WebLanguage | null | undefined;
  form: AnyForm;
}) {
  if (!language) return null;
  const owned = Object.entries(fields).filter(([, field]) => isOwnerText(field));
  return (
    <>
      <TranslateButton names={owned.map(([name]) => name)} language={language} form={form} />
      {owned.map(([name, field]) => (
        <TranslationInput
          key={name}
          idPrefix={idPrefix}
          name={name}
          field={field}
          language={language}
          form={form}
        />
      ))}
    </>
  );
}

/** A stored row's second-language words as form values (none while it has none). */
export function translationValues(row: { translations?: unknown } | null | undefined) {
  return row?.translations ? { translations: structuredClone(row.translations) as object } : {};
}

import {
  type AnyRowSection,
  DEFAULT_ASSET_CATEGORY,
  type Field,
  type FieldKind,
  type FieldOfKind,
  toRupiahInputText,
  type WebLanguage,
} from '@webku/contract';
import { type ComponentProps, Fragment, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { ControlledImageField } from '@/components/form/controlled-image-field';
import { ControlledSwitchRow } from '@/components/form/controlled-switch-row';
import { FormField, fieldDescribedBy } from '@/components/form/form-field';
import { RupiahField } from '@/components/form/rupiah-field';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { TranslateButton } from '@/components/form/translate-button';
import { isOwnerText, TranslationInput } from '@/components/form/translation-input';
import { RichTextEditor } from '@/components/rich-text-editor';
import { normalizeEditorHtml } from '@/components/rich-text-editor/rich-text-config';
import { Select } from '@/components/ui/select';
import { toFormText } from '@/lib/form-values';
import type { FieldLook } from '@/lib/one-row-parts';
import type { useSchemaForm } from '@/lib/use-schema-form';

/** A row's form (hooks/use-row-form): checked with the definition's input schema. */
export type RowFormApi = ReturnType<typeof useSchemaForm<AnyRowSection['schemas']['input']>>;

export type FieldEditorProps<K extends FieldKind> = {
  /** The input's DOM id. */
  id: string;
  /** The field's key in the definition and in the form. */
  name: string;
  field: FieldOfKind<K>;
  form: RowFormApi;
  /** The section needs the field to show (a one-row section's `shownBy`): it is not marked "(opsional)". */
  isNeeded?: boolean;
  /** A form whose fields are all optional marks none "(opsional)". */
  isUnmarked?: boolean;
  look?: FieldLook;
};

type KindEditor<K extends FieldKind> = {
  /** The form's value for a stored one (forms hold '' where the API holds null). */
  toForm: (value: unknown, field: FieldOfKind<K>) => unknown;
  /** What the API takes for the value the form's schema let through. */
  toPayload: (value: unknown) => unknown;
  Input: (props: FieldEditorProps<K>) => ReactNode;
};

const asIs = (value: unknown) => value;
const text = (value: unknown) => toFormText(value as string | number | null | undefined);

// The chrome every field shares: its label, its help line, "(opsional)" and the schema's message under it.
// A field the site words itself while empty is never empty for the owner either: it is not "(opsional)".
function chrome<K extends FieldKind>({
  id,
  name,
  field,
  form,
  isNeeded,
  isUnmarked,
  look,
}: FieldEditorProps<K>) {
  const error = form.formState.errors[name]?.message;
  const wordedBySite = 'initial' in field && typeof field.initial === 'string' && field.initial !== '';
  return {
    id,
    label: field.label,
    hint: look?.hint ?? field.help,
    isOptional: !field.required && !isNeeded && !wordedBySite && !isUnmarked,
    error: typeof error === 'string' ? error : undefined,
  };
}

// A one-line text input with the field's chrome, its look's placeholder and the kind's own attributes.
function lineInput<K extends FieldKind>(
  props: FieldEditorProps<K>,
  attributes: ComponentProps<'input'> = {},
) {
  return (
    <TextField
      {...chrome(props)}
      {...attributes}
      placeholder={props.look?.placeholder ?? attributes.placeholder}
      {...props.form.register(props.name)}
    />
  );
}

/** Every field kind's editor. A kind added to the contract without one here does not compile. */
export const EDITOR_OF_KIND: { [K in FieldKind]: KindEditor<K> } = {
  text: {
    // A field the site words itself while empty ('Tentang Kami') starts from those words.
    toForm: (value, field) => text(value) || field.initial || '',
    toPayload: asIs,
    Input: (props) => lineInput(props),
  },
  longText: {
    toForm: text,
    toPayload: asIs,
    // Text of paragraphs gets room for a few.
    Input: (props) => (
      <TextAreaField
        {...chrome(props)}
        rows={props.field.paragraphs ? 8 : 4}
        placeholder={props.look?.placeholder}
        {...props.form.register(props.name)}
      />
    ),
  },
  richText: {
    toForm: text,
    // An emptied editor still holds '<p><br></p>': it is stored as nothing.
    toPayload: (value) => (typeof value === 'string' ? normalizeEditorHtml(value) || null : value),
    Input: (props) => {
      const { id, error, ...rest } = chrome(props);
      return (
        <FormField id={id} error={error} {...rest}>
          <Controller
            control={props.form.control}
            name={props.name}
            render={({ field }) => (
              <RichTextEditor
                id={id}
                ariaLabel={props.field.label}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                isInvalid={!!error}
                imageCategory={DEFAULT_ASSET_CATEGORY}
              />
            )}
          />
        </FormField>
      );
    },
  },
  rupiah: {
    toForm: (value) => (typeof value === 'number' ? toRupiahInputText(value) : ''),
    toPayload: asIs,
    Input: (props) => (
      <RupiahField {...chrome(props)} placeholder="Contoh: 25.000" {...props.form.register(props.name)} />
    ),
  },
  number: {
    toForm: text,
    toPayload: asIs,
    Input: (props) => (
      <TextField
        {...chrome(props)}
        type="number"
        inputMode="numeric"
        min={props.field.min}
        max={props.field.max}
        step={1}
        {...props.form.register(props.name)}
      />
    ),
  },
  switch: {
    toForm: (value, field) => (typeof value === 'boolean' ? value : field.initial),
    toPayload: asIs,
    Input: ({ name, field, form }) => (
      <ControlledSwitchRow control={form.control} name={name} label={field.label} description={field.help} />
    ),
  },
  image: {
    toForm: text,
    toPayload: asIs,
    Input: (props) => {
      const { id, label, hint, isOptional } = chrome(props);
      return (
        <ControlledImageField
          id={id}
          label={label}
          hint={hint}
          isOptional={isOptional}
          control={props.form.control}
          name={props.name}
          category={props.field.folder}
          shape={props.field.wide ? 'wide' : 'square'}
        />
      );
    },
  },
  link: {
    toForm: text,
    toPayload: asIs,
    // A social profile may be an account name ('@kopisenja'): plain text, never capitalised.
    Input: (props) =>
      lineInput(
        props,
        props.field.social
          ? { autoCapitalize: 'none' }
          : { type: 'url', inputMode: 'url', placeholder: 'https://' },
      ),
  },
  phone: {
    toForm: text,
    toPayload: asIs,
    Input: (props) => lineInput(props, { type: 'tel', inputMode: 'tel', autoComplete: 'tel' }),
  },
  email: {
    toForm: text,
    toPayload: asIs,
    Input: (props) =>
      lineInput(props, {
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
        placeholder: 'halo@tokoanda.id',
      }),
  },
  year: {
    toForm: text,
    toPayload: asIs,
    Input: (props) => lineInput(props, { inputMode: 'numeric' }),
  },
  choice: {
    // A required choice starts on its first option, so it is never left unanswered.
    toForm: (value, field) =>
      typeof value === 'string' ? value : field.required ? (field.options[0]?.value ?? '') : '',
    toPayload: asIs,
    Input: (props) => {
      const { id, error, hint, ...rest } = chrome(props);
      return (
        <FormField id={id} error={error} hint={hint} {...rest}>
          <Select
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy(id, { error, hint })}
            {...props.form.register(props.name)}
          >
            {!props.field.required && <option value="">Tidak dipilih</option>}
            {props.field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </FormField>
      );
    },
  },
  date: {
    toForm: text,
    toPayload: asIs,
    Input: (props) => <TextField {...chrome(props)} type="date" {...props.form.register(props.name)} />,
  },
  time: {
    toForm: text,
    toPayload: asIs,
    Input: (props) => <TextField {...chrome(props)} type="time" {...props.form.register(props.name)} />,
  },
};

// Widened so a caller holding any field reaches its kind's editor.
function editorOf(field: Field): KindEditor<FieldKind> {
  return EDITOR_OF_KIND[field.kind] as unknown as KindEditor<FieldKind>;
}

/** What the form needs of a section defined by its fields, a row section or a one-row section. */
type FieldsOf = Pick<AnyRowSection, 'key' | 'fields' | 'emptyValues'>;

/**
 * The form's starting values: the row's, or for a new row each field's empty value; and the row's words in
 * a second language, where it has some.
 */
export function rowFormValues(
  section: FieldsOf,
  row: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, unknown> {
  const values = Object.fromEntries(
    Object.entries(section.fields).map(([key, field]) => [
      key,
      editorOf(field).toForm(row ? row[key] : section.emptyValues[key], field),
    ]),
  );
  const translations = row?.translations;
  return translations ? { ...values, translations: structuredClone(translations) } : values;
}

/** The body of a POST or PUT: every field, as the API takes it, and the second language's words. */
export function rowPayload(section: FieldsOf, values: Record<string, unknown>): Record<string, unknown> {
  const body = Object.fromEntries(
    Object.entries(section.fields).map(([key, field]) => [key, editorOf(field).toPayload(values[key])]),
  );
  return values.translations === undefined ? body : { ...body, translations: values.translations };
}

/** One input per field of the definition (or those `names`), in its order. */
export function RowFields({
  section,
  form,
  names = Object.keys(section.fields),
  needed,
  isUnmarked,
  looks,
  secondLanguage,
}: {
  section: FieldsOf;
  form: RowFormApi;
  names?: readonly string[];
  /** The field the section needs to show. */
  needed?: string | undefined;
  /** None of the fields is marked "(opsional)" (all of them are). */
  isUnmarked?: boolean;
  /** The section's own placeholders and hints, by field. */
  looks?: Readonly<Record<string, FieldLook>> | undefined;
  /** The site's second language: each text the owner writes gets its input in it, under its own. */
  secondLanguage?: WebLanguage | null;
}) {
  return (
    <>
      {secondLanguage && (
        <TranslateButton
          names={names.filter((name) => isOwnerText(section.fields[name]!))}
          language={secondLanguage}
          form={form as never}
        />
      )}
      {names.map((name) => {
        const field = section.fields[name]!;
        const { Input } = editorOf(field);
        return (
          <Fragment key={name}>
            <Input
              id={`${section.key}-${name}`}
              name={name}
              field={field}
              form={form}
              isNeeded={name === needed}
              isUnmarked={isUnmarked}
              look={looks?.[name]}
            />
            {secondLanguage && isOwnerText(field) && (
              <TranslationInput
                idPrefix={section.key}
                name={name}
                field={field}
                language={secondLanguage}
                form={form as never}
              />
            )}
          </Fragment>
        );
      })}
    </>
  );
}

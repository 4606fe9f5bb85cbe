import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { renderToStaticMarkup } from 'react-dom/server';
import { type FieldValues, get, set, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { AssetPickerContext } from '@/components/image-field/asset-picker-context';
import { RowFields, type RowFormApi } from '@/features/row-sections/components/field-editors';
import {
  fillEmptyTranslations,
  pendingTranslations,
  type TranslatableForm,
  TranslateButton,
} from './translate-button';

// A form's values as react-hook-form keeps them, read and written by path.
function fakeForm(values: FieldValues) {
  const form = {
    getValues: (path?: string) => (path ? get(values, path) : values),
    setValue: (path: string, value: unknown) => set(values, path, value),
  };
  return form as unknown as TranslatableForm;
}

const client = (available: boolean | null) => {
  const queries = new QueryClient();
  if (available !== null) queries.setQueryData(['admin', 'translations'], { available });
  return queries;
};

function Button({ names }: { names: string[] }) {
  const form = useForm();
  return <TranslateButton names={names} language="english" form={form} />;
}

const render = (available: boolean | null, names = ['tagline']) =>
  renderToStaticMarkup(
    <QueryClientProvider client={client(available)}>
      <Button names={names} />
    </QueryClientProvider>,
  );

describe('"Terjemahkan"', () => {
  it('asks only for the fields with words and an empty translation', () => {
    const values = {
      tagline: 'Nasi goreng paling enak',
      about: '<p>Sejak 1998.</p>',
      description: '<p><br></p>',
      name: 'Warung Ubud',
      translations: { english: { name: 'Warung Ubud', about: '<p></p>' } },
    };
    expect(
      pendingTranslations(['tagline', 'about', 'description', 'name', 'missing'], 'english', values),
    ).toEqual({ tagline: 'Nasi goreng paling enak', about: '<p>Sejak 1998.</p>' });
  });

  it('fills only the translations still empty, leaving what the owner wrote', () => {
    const values: FieldValues = { translations: { english: { about: 'Our own words' } } };
    const form = fakeForm(values);
    const filled = fillEmptyTranslations(form, 'english', {
      tagline: 'The best fried rice',
      about: 'Since 1998.',
    });
    expect(filled).toBe(1);
    expect(values.translations.english).toEqual({ about: 'Our own words', tagline: 'The best fried rice' });
  });

  it('is shown only while the server offers it and the form has owner text', () => {
    expect(render(true)).toContain('Terjemahkan</button>');
    expect(render(false)).toBe('');
    // Not yet known: hidden until the server says.
    expect(render(null)).toBe('');
    expect(render(true, [])).toBe('');
  });

  it('appears once in an editor drawn from fields, with its second-language inputs', () => {
    const section = ROW_SECTIONS[0]!;
    function RowForm() {
      const form = useForm() as unknown as RowFormApi;
      return <RowFields section={section} form={form} secondLanguage="english" />;
    }
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client(true)}>
        <AssetPickerContext value={() => null}>
          <RowForm />
        </AssetPickerContext>
      </QueryClientProvider>,
    );
    expect(html.match(/>Terjemahkan<\/button>/g)).toHaveLength(1);
  });
});

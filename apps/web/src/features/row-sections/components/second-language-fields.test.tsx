import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ONE_ROW_SECTIONS } from '@webku/contract';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { AssetPickerContext } from '@/components/image-field/asset-picker-context';
import { queryKeys } from '@/lib/query-keys';
import { RowFields, type RowFormApi } from './field-editors';
import { OneRowForm } from './one-row-form';

// With a second language on, the editors drawn from fields ask for each owner-written field in it: one
// input per such field, read from the definitions (a new section gets them with no edit).
const withEnglish = () => {
  const client = new QueryClient();
  client.setQueryData(queryKeys.webSettings, { id: 1, second_language: 'english' });
  return client;
};
const englishInputs = (html: string) => html.match(/\(English\)<\/label>/g)?.length ?? 0;

function RowForm({ section }: { section: (typeof ROW_SECTIONS)[number] }) {
  const form = useForm() as unknown as RowFormApi;
  return <RowFields section={section} form={form} secondLanguage="english" />;
}

describe('the second language in the editors drawn from fields', () => {
  it.each(ONE_ROW_SECTIONS.map((section) => [section.key, section] as const))(
    'the one-row section %s has an English input for each of its owner-written fields',
    (_key, section) => {
      const html = renderToStaticMarkup(
        <QueryClientProvider client={withEnglish()}>
          <AssetPickerContext value={() => null}>
            <OneRowForm section={section} stored={null} />
          </AssetPickerContext>
        </QueryClientProvider>,
      );
      expect(section.ownerTextFields.length).toBeGreaterThan(0);
      expect(englishInputs(html)).toBe(section.ownerTextFields.length);
    },
  );

  it.each(ROW_SECTIONS.map((section) => [section.key, section] as const))(
    'the row section %s has an English input for each of its owner-written fields',
    (_key, section) => {
      const html = renderToStaticMarkup(
        <QueryClientProvider client={new QueryClient()}>
          <AssetPickerContext value={() => null}>
            <RowForm section={section} />
          </AssetPickerContext>
        </QueryClientProvider>,
      );
      expect(englishInputs(html)).toBe(section.ownerTextFields.length);
    },
  );

  it('has none while the site has one language', () => {
    const section = ONE_ROW_SECTIONS[0]!;
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <AssetPickerContext value={() => null}>
          <OneRowForm section={section} stored={null} />
        </AssetPickerContext>
      </QueryClientProvider>,
    );
    expect(englishInputs(html)).toBe(0);
  });
});

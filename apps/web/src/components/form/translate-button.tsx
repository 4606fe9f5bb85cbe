import { useQuery } from '@tanstack/react-query';
import {
  API,
  type TranslationAvailability,
  type TranslationSuggestions,
  type WebLanguage,
} from '@webku/contract';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/toast';

export type TranslatableForm = Pick<UseFormReturn<FieldValues>, 'getValues' | 'setValue'>;

// A text with no words: nothing, or rich text that is only tags ('<p><br></p>').
const isBlank = (value: unknown) => typeof value !== 'string' || !value.replace(/<[^>]*>/g, '').trim();
const pathOf = (language: WebLanguage, name: string) => `translations.${language}.${name}`;

/** The main language's words of the fields (`names`) whose translation is still empty, by field. */
export function pendingTranslations(
  names: readonly string[],
  language: WebLanguage,
  values: FieldValues,
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const name of names) {
    const main: unknown = get(values, name);
    if (!isBlank(main) && isBlank(get(values, pathOf(language, name)))) texts[name] = main as string;
  }
  return texts;
}

/** Puts each suggestion into its translation field while that is still empty; how many it filled. */
export function fillEmptyTranslations(
  form: TranslatableForm,
  language: WebLanguage,
  suggestions: Record<string, string>,
): number {
  let filled = 0;
  for (const [name, text] of Object.entries(suggestions)) {
    const path = pathOf(language, name);
    if (!isBlank(form.getValues(path))) continue;
    form.setValue(path, text, { shouldDirty: true });
    filled += 1;
  }
  return filled;
}

/** Whether the server offers "Terjemahkan" (it has an LLM provider): asked once per session. */
function useTranslationOffered(): boolean {
  const offered = useQuery({
    queryKey: ['admin', 'translations'],
    queryFn: ({ signal }) => api.get<TranslationAvailability>(API.admin.translations.root, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return offered.data?.available === true;
}

/**
 * "Terjemahkan": the LLM's translation of the form's main-language texts into the empty second-language
 * fields, for the owner to read and change before saving. Never overwrites a translation; hidden while the
 * server has no LLM provider.
 */
export function TranslateButton({
  names,
  language,
  form,
}: {
  names: readonly string[];
  language: WebLanguage;
  form: TranslatableForm;
}) {
  const offered = useTranslationOffered();
  const [busy, setBusy] = useState(false);
  if (!offered || names.length === 0) return null;
  const translate = async () => {
    const texts = pendingTranslations(names, language, form.getValues());
    if (Object.keys(texts).length === 0) {
      notify.info('Tidak ada yang perlu diterjemahkan: setiap teks yang terisi sudah punya terjemahan.');
      return;
    }
    setBusy(true);
    try {
      const { suggestions } = await api.post<TranslationSuggestions>(API.admin.translations.suggest, {
        texts,
      });
      const filled = fillEmptyTranslations(form, language, suggestions);
      if (filled > 0) notify.success(`${filled} terjemahan diisi. Periksa dulu, lalu simpan.`);
      else notify.info('Belum ada terjemahan yang bisa diisi. Isi sendiri, atau coba lagi nanti.');
    } catch (error) {
      notify.failure(error, 'Terjemahan otomatis gagal. Isi terjemahannya sendiri, atau coba lagi nanti.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex justify-end">
      <Button type="button" variant="outline" size="compact" onClick={translate} isLoading={busy}>
        {!busy && <Languages aria-hidden="true" />}
        Terjemahkan
      </Button>
    </div>
  );
}

import { type Fields, LANGUAGE_NAMES, webSettingsTextFields } from '@webku/contract';
import { FormSection } from '@/components/form/form-section';
import { TranslationInputs } from '@/components/form/translation-input';
import { useSecondLanguage } from '@/lib/use-second-language';
import type { WebSettingsFormApi } from '../hooks/use-web-settings-form';

type TextName = keyof typeof webSettingsTextFields;

// The tab's texts in the site's second language, in one card at the end of the tab (only while it is on).
export function TranslationsCard({ form, names }: { form: WebSettingsFormApi; names: readonly TextName[] }) {
  const language = useSecondLanguage();
  if (!language) return null;
  const fields: Fields = Object.fromEntries(names.map((name) => [name, webSettingsTextFields[name]]));
  return (
    <FormSection
      title={`Dalam ${LANGUAGE_NAMES[language]}`}
      description="Yang kosong tampil dengan teks utama di halaman bahasa ini."
    >
      <TranslationInputs idPrefix="web" fields={fields} language={language} form={form as never} />
    </FormSection>
  );
}

import { LANGUAGE_NAMES, WEB_LANGUAGES } from '@webku/contract';
import { FormField, fieldDescribedBy } from '@/components/form/form-field';
import { Select } from '@/components/ui/select';
import { useSession } from '@/lib/session';
import type { WebSettingsFormApi } from '../hooks/use-web-settings-form';

// The other language than the site's: switched off, the translations stay for when it comes back on.
export function SecondLanguageField({ form }: { form: WebSettingsFormApi }) {
  const { register, formState } = form;
  const main = useSession().company?.web_language;
  const error = formState.errors.second_language?.message;
  const hint =
    'Setiap teks yang Anda tulis mendapat kolom kedua di bahasa ini. Yang belum diterjemahkan tampil dalam bahasa utama. Dimatikan, terjemahan tetap tersimpan.';
  return (
    <FormField id="second_language" label="Bahasa kedua" error={error} hint={hint}>
      <Select
        id="second_language"
        aria-describedby={fieldDescribedBy('second_language', { error, hint })}
        {...register('second_language')}
      >
        <option value="">Tidak ada (satu bahasa)</option>
        {WEB_LANGUAGES.filter((language) => language !== main).map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

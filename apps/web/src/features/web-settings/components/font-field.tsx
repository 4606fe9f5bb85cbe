import type { TitleFont } from '@webku/contract';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Select } from '@/components/ui/select';
import type { WebSettingsFormApi } from '../hooks/use-web-settings-form';
import { previewFontFamily, TITLE_FONT_OPTIONS, titleFontFaceCss } from '../utils/title-fonts';

const FONT_FACES = titleFontFaceCss();

// A live preview of the title in the chosen font, shown when a title exists.
export function FontField({ form }: { form: WebSettingsFormApi }) {
  const { register, control } = form;
  const [title, font] = useWatch({ control, name: ['website_title', 'title_text_font_family'] });

  return (
    <>
      <style>{FONT_FACES}</style>
      <FormField id="title_text_font_family" label="Jenis Font Judul">
        <Select id="title_text_font_family" {...register('title_text_font_family')}>
          {TITLE_FONT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.family}
              {option.value === TITLE_FONT_OPTIONS[0]?.value ? ' (bawaan)' : ''}
            </option>
          ))}
        </Select>
      </FormField>
      {title?.trim() ? (
        <div className="rounded-xl border border-neutral-200 bg-cream px-5 py-6" aria-live="polite">
          <p className="text-xs font-medium tracking-wide text-neutral-500 uppercase">Pratinjau</p>
          <p
            className="mt-2 text-3xl leading-tight font-bold break-words text-espresso sm:text-4xl"
            style={{ fontFamily: previewFontFamily((font ?? TITLE_FONT_OPTIONS[0]!.value) as TitleFont) }}
          >
            {title}
          </p>
        </div>
      ) : (
        <p className="text-sm text-neutral-600">
          Isi judul website di tab General untuk melihatnya dengan font ini.
        </p>
      )}
    </>
  );
}

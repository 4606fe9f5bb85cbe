import { ControlledImageField } from '@/components/form/controlled-image-field';
import { FormSection } from '@/components/form/form-section';
import { TextAreaField, TextField } from '@/components/form/text-field';
import type { WebSettingsFormApi } from '../hooks/use-web-settings-form';
import { FontField } from './font-field';
import { SecondLanguageField } from './second-language-field';
import { TimeZoneField } from './time-zone-field';
import { TranslationsCard } from './translations-card';

export function GeneralTab({ form, isZoneChosen }: { form: WebSettingsFormApi; isZoneChosen: boolean }) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <div className="space-y-6">
      <FormSection
        title="Website"
        description="Nama dan deskripsi yang tampil di mesin pencari dan tab browser."
      >
        <TextField
          id="website_title"
          label="Judul Website"
          error={errors.website_title?.message}
          {...register('website_title')}
        />
        <TextAreaField
          id="website_description"
          label="Deskripsi Website"
          rows={3}
          error={errors.website_description?.message}
          {...register('website_description')}
        />
        <ControlledImageField
          control={control}
          name="favicon_icon_file"
          id="favicon_icon_file"
          label="Ikon Favicon"
          hint="Ikon kecil di tab browser. Gambar persegi paling cocok."
          category="branding"
          isOptional
        />
      </FormSection>
      <FormSection title="Font Judul" description="Dipakai untuk judul-judul di website Anda.">
        <FontField form={form} />
      </FormSection>
      <FormSection
        title="Zona Waktu"
        description="Jam buka, item yang habis, tanggal berita dan statistik pengunjung mengikuti zona waktu ini."
      >
        <TimeZoneField form={form} isChosen={isZoneChosen} />
      </FormSection>
      <FormSection
        title="Dua Bahasa"
        description="Untuk tamu dari luar negeri: halaman kedua di alamat /en (atau /id), dengan tautan bahasa di menu dan footer."
      >
        <SecondLanguageField form={form} />
      </FormSection>
      <TranslationsCard form={form} names={['website_title', 'website_description']} />
    </div>
  );
}

import { ControlledImageField } from '@/components/form/controlled-image-field';
import { FormSection } from '@/components/form/form-section';
import { TextAreaField, TextField } from '@/components/form/text-field';
import type { WebSettingsFormApi } from '../hooks/use-web-settings-form';
import { TranslationsCard } from './translations-card';

export function SeoTab({ form }: { form: WebSettingsFormApi }) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <div className="space-y-6">
      <FormSection title="Mesin Pencari">
        <TextField
          id="meta_keywords"
          label="Kata Kunci Meta"
          placeholder="kopi, kedai kopi, jakarta"
          hint="Pisahkan dengan koma."
          error={errors.meta_keywords?.message}
          {...register('meta_keywords')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="meta_author"
            label="Penulis Meta"
            error={errors.meta_author?.message}
            {...register('meta_author')}
          />
          <TextField
            id="meta_robots"
            label="Meta Robots"
            placeholder="index,follow"
            error={errors.meta_robots?.message}
            {...register('meta_robots')}
          />
        </div>
      </FormSection>
      <FormSection
        title="Tampilan Saat Dibagikan (Open Graph)"
        description="Tampilan tautan Anda saat dibagikan di WhatsApp, Facebook atau X."
      >
        <div className="grid gap-5 sm:grid-cols-[1fr_200px]">
          <TextField
            id="og_title"
            label="Judul Open Graph"
            error={errors.og_title?.message}
            {...register('og_title')}
          />
          <TextField
            id="og_type"
            label="Tipe Open Graph"
            placeholder="website"
            error={errors.og_type?.message}
            {...register('og_type')}
          />
        </div>
        <TextAreaField
          id="og_description"
          label="Deskripsi Open Graph"
          rows={3}
          error={errors.og_description?.message}
          {...register('og_description')}
        />
        <ControlledImageField
          control={control}
          name="og_image"
          id="og_image"
          label="Gambar Open Graph"
          hint="Ukuran ideal 1200 × 630 px."
          category="branding"
          shape="wide"
          isOptional
        />
      </FormSection>
      <TranslationsCard form={form} names={['og_title', 'og_description']} />
    </div>
  );
}

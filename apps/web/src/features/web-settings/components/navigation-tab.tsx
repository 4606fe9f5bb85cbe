import { contentSectionDefinitions } from '@webku/contract';
import { ControlledImageField } from '@/components/form/controlled-image-field';
import { FormSection } from '@/components/form/form-section';
import { TextField } from '@/components/form/text-field';
import type { WebSettingsFormApi } from '../hooks/use-web-settings-form';
import { TranslationsCard } from './translations-card';

export function NavigationTab({ form }: { form: WebSettingsFormApi }) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <div className="space-y-6">
      <FormSection title="Logo" description="Tampil di kiri atas setiap halaman.">
        <ControlledImageField
          control={control}
          name="navigation_logo"
          id="navigation_logo"
          label="Logo Navigasi"
          category="branding"
          isOptional
        />
        <TextField
          id="navigation_logo_placeholder"
          label="Teks Pengganti Logo"
          hint="Tampil menggantikan logo jika belum ada gambar."
          error={errors.navigation_logo_placeholder?.message}
          {...register('navigation_logo_placeholder')}
        />
      </FormSection>
      <FormSection
        title="Tautan Navigasi"
        description="Kata-kata di bilah navigasi. Isian kosong memakai teks bawaan."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {contentSectionDefinitions().map(({ navigation, admin }) => (
            <TextField
              key={navigation.field}
              id={navigation.field}
              label={`Teks ${admin.label}`}
              placeholder={navigation.defaultLabel}
              error={errors[navigation.field]?.message}
              {...register(navigation.field)}
            />
          ))}
        </div>
      </FormSection>
      <TranslationsCard
        form={form}
        names={[
          'navigation_menu_text',
          'navigation_merchandise_text',
          'navigation_news_text',
          'navigation_stores_text',
        ]}
      />
    </div>
  );
}

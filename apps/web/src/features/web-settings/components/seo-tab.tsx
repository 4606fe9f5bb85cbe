import { ControlledImageField } from '@/components/form/controlled-image-field';
import { FormSection } from '@/components/form/form-section';
import { TextAreaField, TextField } from '@/components/form/text-field';
import type { WebSettingsFormApi } from '../hooks/use-web-settings-form';

export function SeoTab({ form }: { form: WebSettingsFormApi }) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <div className="space-y-6">
      <FormSection title="Search Engines">
        <TextField
          id="meta_keywords"
          label="Meta Keywords"
          placeholder="kopi, coffee shop, jakarta"
          hint="Comma separated."
          error={errors.meta_keywords?.message}
          {...register('meta_keywords')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="meta_author"
            label="Meta Author"
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
        title="Social Sharing (Open Graph)"
        description="How your link looks when shared on WhatsApp, Facebook or X."
      >
        <div className="grid gap-5 sm:grid-cols-[1fr_200px]">
          <TextField
            id="og_title"
            label="Open Graph Title"
            error={errors.og_title?.message}
            {...register('og_title')}
          />
          <TextField
            id="og_type"
            label="Open Graph Type"
            placeholder="website"
            error={errors.og_type?.message}
            {...register('og_type')}
          />
        </div>
        <TextAreaField
          id="og_description"
          label="Open Graph Description"
          rows={3}
          error={errors.og_description?.message}
          {...register('og_description')}
        />
        <ControlledImageField
          control={control}
          name="og_image"
          id="og_image"
          label="Open Graph Image"
          hint="1200 × 630 px is ideal."
          category="branding"
          shape="wide"
          isOptional
        />
      </FormSection>
    </div>
  );
}

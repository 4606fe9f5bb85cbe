import { ControlledImageField } from '@/components/form/controlled-image-field';
import { FormSection } from '@/components/form/form-section';
import { TextAreaField, TextField } from '@/components/form/text-field';
import type { WebSettingsFormApi } from '../hooks/use-web-settings-form';
import { FontField } from './font-field';

export function GeneralTab({ form }: { form: WebSettingsFormApi }) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <div className="space-y-6">
      <FormSection
        title="Website"
        description="The name and description search engines and browser tabs show."
      >
        <TextField
          id="website_title"
          label="Website Title"
          error={errors.website_title?.message}
          {...register('website_title')}
        />
        <TextAreaField
          id="website_description"
          label="Website Description"
          rows={3}
          error={errors.website_description?.message}
          {...register('website_description')}
        />
        <ControlledImageField
          control={control}
          name="favicon_icon_file"
          id="favicon_icon_file"
          label="Favicon Icon"
          hint="The small icon in the browser tab. A square image works best."
          category="branding"
          isOptional
        />
      </FormSection>
      <FormSection title="Title Font" description="Used for headings on your website.">
        <FontField form={form} />
      </FormSection>
    </div>
  );
}

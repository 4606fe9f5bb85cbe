import type { SectionSetting, SectionSettingInput, SectionType } from '@webku/contract';
import { Controller } from 'react-hook-form';
import { FormField, fieldDescribedBy } from '@/components/form/form-field';
import { SwitchRow } from '@/components/form/switch-row';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toSectionFormValues } from '@/lib/section-settings/section-settings';
import { DriveMenuField } from './drive-menu-field';
import { useSectionSettingsForm } from './use-section-settings-form';

type SectionSettingsFormProps = {
  type: SectionType;
  setting: SectionSetting;
  isSaving: boolean;
  onSave: (values: SectionSettingInput) => Promise<SectionSetting>;
};

// Shared by the section editors and the Section Settings screen (spec §2); edits stay local until saved.
export function SectionSettingsForm({ type, setting, isSaving, onSave }: SectionSettingsFormProps) {
  const form = useSectionSettingsForm(setting);
  const { register, control, formState, handleSubmit, reset } = form;
  const errors = formState.errors;
  const id = (field: string) => `${type}-section-${field}`;

  const save = handleSubmit(async (values) => {
    try {
      reset(toSectionFormValues(await onSave(values)));
    } catch {
      // The mutation already showed the failure toast; the edits stay in the form.
    }
  });

  return (
    <form onSubmit={save} noValidate className="space-y-5">
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <SwitchRow
            label="Section Visible"
            description="Show this section on your public website."
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <FormField id={id('title')} label="Section Title" error={errors.title?.message}>
        <Input
          id={id('title')}
          {...register('title')}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={fieldDescribedBy(id('title'), { error: errors.title?.message })}
        />
      </FormField>
      <FormField id={id('description')} label="Section Description" error={errors.description?.message}>
        <Textarea
          id={id('description')}
          rows={3}
          {...register('description')}
          aria-invalid={errors.description ? true : undefined}
        />
      </FormField>
      {type === 'menu' && <DriveMenuField form={form} idPrefix={id('')} isSaving={isSaving} onSave={save} />}
      <div className="flex justify-end border-t border-neutral-100 pt-4">
        <Button type="submit" isLoading={isSaving} className="w-full sm:w-auto">
          {isSaving ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}

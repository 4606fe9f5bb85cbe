import type { SectionSetting, SectionSettingInput, SectionType } from '@webku/contract';
import { Controller } from 'react-hook-form';
import { SwitchRow } from '@/components/form/switch-row';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { toSectionFormValues } from '@/lib/section-settings/section-settings';
import { DriveMenuField } from './drive-menu-field';
import { useSectionSettingsForm } from './use-section-settings-form';

type SectionSettingsFormProps = {
  type: SectionType;
  setting: SectionSetting;
  isSaving: boolean;
  onSave: (values: SectionSettingInput) => Promise<SectionSetting>;
};

// Shared by the section editors and the Section Settings screen; edits stay local until saved.
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
            description="Tampilkan bagian ini di website publik Anda."
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <TextField id={id('title')} label="Judul Bagian" error={errors.title?.message} {...register('title')} />
      <TextAreaField
        id={id('description')}
        label="Deskripsi Bagian"
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      {type === 'menu' && <DriveMenuField form={form} idPrefix={id('')} isSaving={isSaving} onSave={save} />}
      <div className="flex justify-end border-t border-neutral-100 pt-4">
        <Button type="submit" isLoading={isSaving} className="w-full sm:w-auto">
          {isSaving ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}

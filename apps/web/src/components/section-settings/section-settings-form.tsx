import {
  type SectionSetting,
  type SectionSettingInput,
  type SectionType,
  sectionSettingFields,
} from '@webku/contract';
import { Controller } from 'react-hook-form';
import { SwitchRow } from '@/components/form/switch-row';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { TranslationInputs, translationValues } from '@/components/form/translation-input';
import { Button } from '@/components/ui/button';
import { toSectionFormValues } from '@/lib/section-settings/section-settings';
import { useSecondLanguage } from '@/lib/use-second-language';
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
  const secondLanguage = useSecondLanguage();

  const save = handleSubmit(async (values) => {
    try {
      const saved = await onSave(values);
      reset({ ...toSectionFormValues(saved), ...translationValues(saved) });
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
      <TranslationInputs
        idPrefix={id('')}
        fields={sectionSettingFields}
        language={secondLanguage}
        form={form as never}
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

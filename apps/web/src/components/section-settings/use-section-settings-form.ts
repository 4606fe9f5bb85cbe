import { type SectionSetting, sectionSettingInputSchema } from '@webku/contract';
import { translationValues } from '@/components/form/translation-input';
import { toSectionFormValues } from '@/lib/section-settings/section-settings';
import { useSchemaForm } from '@/lib/use-schema-form';

export function useSectionSettingsForm(setting: SectionSetting) {
  return useSchemaForm(sectionSettingInputSchema, {
    defaultValues: { ...toSectionFormValues(setting), ...translationValues(setting) },
  });
}

export type SectionSettingsFormApi = ReturnType<typeof useSectionSettingsForm>;

import type { SectionSetting } from '@webku/contract';
import { SectionSettingsForm } from '@/components/section-settings/section-settings-form';
import { useSaveSectionSetting } from '@/lib/section-settings/use-section-setting';
import type { ScreenSection } from '../api/use-all-section-settings';

// Each tab keeps its own local edits; a save merges the saved values back into the form.
export function SectionTab({ type, setting }: { type: ScreenSection; setting: SectionSetting }) {
  const save = useSaveSectionSetting(type);
  return (
    <SectionSettingsForm
      type={type}
      setting={setting}
      isSaving={save.isPending}
      onSave={(values) => save.mutateAsync(values)}
    />
  );
}

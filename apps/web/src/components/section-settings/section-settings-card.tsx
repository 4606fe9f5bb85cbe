import type { SectionType } from '@webku/contract';
import { defaultSectionSetting } from '@/lib/section-settings/section-settings';
import { useSaveSectionSetting, useSectionSetting } from '@/lib/section-settings/use-section-setting';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { SectionSettingsForm } from './section-settings-form';
import { SettingsFold } from './settings-fold';

type SectionSettingsCardProps = {
  type: SectionType;
  // Toast on a failed load; without it the editor quietly starts from defaults (the stores editor shows one).
  loadErrorMessage?: string;
  defaultOpen?: boolean;
};

// The section's own settings at the top of its editor, folded away until the owner opens them.
export function SectionSettingsCard({
  type,
  loadErrorMessage,
  defaultOpen = false,
}: SectionSettingsCardProps) {
  const query = useSectionSetting(type);
  const save = useSaveSectionSetting(type);
  useLoadErrorToast(loadErrorMessage ? query.error : null, loadErrorMessage ?? '');
  const useDefaults = query.isError && !loadErrorMessage;
  const setting = query.data ?? (useDefaults ? defaultSectionSetting(type) : undefined);
  return (
    <SettingsFold
      summary={setting?.title || 'Judul, deskripsi dan tampil tidaknya di website Anda'}
      isShown={setting?.is_active}
      defaultOpen={defaultOpen}
      failed={query.isError ? { isRetrying: query.isFetching, retry: () => query.refetch() } : undefined}
    >
      {setting && (
        <SectionSettingsForm
          type={type}
          setting={setting}
          isSaving={save.isPending}
          onSave={(values) => save.mutateAsync(values)}
        />
      )}
    </SettingsFold>
  );
}

import { useQueries } from '@tanstack/react-query';
import { CONTENT_SECTION_KEYS, type ContentSectionKey, SECTIONS, type SectionSetting } from '@webku/contract';
import { sectionSettingQuery } from '@/lib/section-settings/use-section-setting';

// The sections with a tab on the Section Settings screen (the stores editor has its own settings).
export type ScreenSection = {
  [K in ContentSectionKey]: (typeof SECTIONS)[K]['admin']['settingsTab'] extends true ? K : never;
}[ContentSectionKey];
export const SCREEN_SECTIONS = CONTENT_SECTION_KEYS.filter(
  (key): key is ScreenSection => SECTIONS[key].admin.settingsTab,
);

// The settings of every tab on the screen are loaded together when it opens.
export function useAllSectionSettings() {
  return useQueries({
    queries: SCREEN_SECTIONS.map((type) => sectionSettingQuery(type)),
    combine: (results) => ({
      data: results.every((result) => result.data)
        ? (Object.fromEntries(SCREEN_SECTIONS.map((type, index) => [type, results[index]!.data])) as Record<
            ScreenSection,
            SectionSetting
          >)
        : null,
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
      isFetching: results.some((result) => result.isFetching),
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  });
}

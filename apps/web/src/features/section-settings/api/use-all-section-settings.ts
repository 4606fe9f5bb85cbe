import { useQueries } from '@tanstack/react-query';
import type { SectionSetting } from '@webku/contract';
import { sectionSettingQuery } from '@/lib/section-settings/use-section-setting';

export const SCREEN_SECTIONS = ['menu', 'merchandise', 'news'] as const;
export type ScreenSection = (typeof SCREEN_SECTIONS)[number];

// Spec §4: the three are loaded together when the screen opens.
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

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SectionSetting, SectionSettingInput, SectionType } from '@webku/contract';
import { api } from '../api-client';
import { isNotFoundError } from '../api-errors';
import { queryKeys } from '../query-keys';
import { notify } from '../toast';
import {
  defaultSectionSetting,
  mergeSavedSection,
  sectionFailureMessage,
  sectionSettingsPath,
  sectionSuccessMessage,
  toSectionPayload,
} from './section-settings';

export async function fetchSectionSetting(type: SectionType, signal?: AbortSignal): Promise<SectionSetting> {
  try {
    const setting = await api.get<SectionSetting | null>(sectionSettingsPath(type), signal);
    return setting ?? defaultSectionSetting(type);
  } catch (error) {
    if (isNotFoundError(error)) return defaultSectionSetting(type);
    throw error;
  }
}

export function sectionSettingQuery(type: SectionType) {
  return {
    queryKey: queryKeys.sectionSettings(type),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchSectionSetting(type, signal),
  };
}

export function useSectionSetting(type: SectionType) {
  return useQuery(sectionSettingQuery(type));
}

export function useSaveSectionSetting(type: SectionType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: SectionSettingInput) => {
      const body = toSectionPayload(type, values);
      const saved = await api.put<SectionSetting | null>(sectionSettingsPath(type), body);
      const local = queryClient.getQueryData<SectionSetting>(queryKeys.sectionSettings(type));
      return mergeSavedSection(local ?? defaultSectionSetting(type), body, saved);
    },
    onSuccess: async (merged) => {
      queryClient.setQueryData(queryKeys.sectionSettings(type), merged);
      notify.success(sectionSuccessMessage(type));
      await queryClient.invalidateQueries({ queryKey: queryKeys.publicData });
    },
    onError: (error) => {
      console.error(sectionFailureMessage(type), error);
      notify.failure(error, sectionFailureMessage(type));
    },
  });
}

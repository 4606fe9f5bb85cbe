import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type HeroSection, type HeroSectionInput } from '@webku/contract';
import { api } from '@/lib/api-client';
import { isNotFoundError } from '@/lib/api-errors';
import { blankToNull } from '@/lib/form-values';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

// A 404 means no hero yet: the editor then starts from placeholder defaults.
export function useHero() {
  return useQuery({
    queryKey: queryKeys.hero,
    queryFn: async ({ signal }) => {
      try {
        return (await api.get<HeroSection | null>(API.admin.hero, signal)) ?? null;
      } catch (error) {
        if (isNotFoundError(error)) return null;
        throw error;
      }
    },
  });
}

export function useSaveHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: HeroSectionInput) =>
      api.put<HeroSection | null>(API.admin.hero, blankToNull(values)),
    onSuccess: async (saved) => {
      if (saved) queryClient.setQueryData(queryKeys.hero, saved);
      notify.success('Hero section updated successfully');
      await queryClient.invalidateQueries({ queryKey: queryKeys.publicData });
    },
    onError: (error) => {
      console.error('Failed to update hero section', error);
      notify.failure(error, 'Failed to update hero section');
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type FooterSettings, type FooterSettingsInput } from '@webku/contract';
import { apiRequest } from '@/lib/api-client';
import { isNotFoundError } from '@/lib/api-errors';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { footerRequest } from '../utils/footer-form';

export function useFooter() {
  return useQuery({
    queryKey: queryKeys.footer,
    queryFn: async ({ signal }) => {
      try {
        return (await apiRequest<FooterSettings | null>(API.admin.footer, { signal })) ?? null;
      } catch (error) {
        if (isNotFoundError(error)) return null;
        throw error;
      }
    },
  });
}

export function useSaveFooter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null | undefined; values: FooterSettingsInput }) => {
      const { method, body } = footerRequest(id, values);
      return apiRequest<FooterSettings | null>(API.admin.footer, { method, body });
    },
    onSuccess: async (saved, { id }) => {
      if (saved) queryClient.setQueryData(queryKeys.footer, saved);
      notify.success(`Footer configuration ${id ? 'updated' : 'saved'} successfully`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.publicData });
      if (!saved) await queryClient.invalidateQueries({ queryKey: queryKeys.footer });
    },
    onError: (error) => {
      console.error('Failed to update footer configuration', error);
      notify.failure(error, 'Failed to update footer configuration');
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebSettings, WebSettingsInput } from '@webku/contract';
import { apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/api-errors';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { webSettingsRequest } from '../utils/web-settings-form';

export function useSaveWebSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: WebSettingsInput }) => {
      const { method, path, body } = webSettingsRequest(id, values);
      return apiRequest<WebSettings>(path, { method, body });
    },
    onSuccess: async (saved) => {
      if (saved) queryClient.setQueryData(queryKeys.webSettings, saved);
      notify.success('Web settings saved successfully!');
      await queryClient.invalidateQueries({ queryKey: queryKeys.publicData });
    },
    onError: (error) => {
      console.error('Failed to save web settings', error);
      notify.error(serverMessage(error) ?? 'Failed to save web settings');
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import { API, type WebSettings } from '@webku/contract';
import { apiRequest } from './api-client';
import { isNotFoundError } from './api-errors';
import { queryKeys } from './query-keys';

// Several editors word themselves from these settings (the template, the business number), so the
// query is shared. A 404 is silent and means "not created yet" (an empty form).
export function useWebSettings() {
  return useQuery({
    queryKey: queryKeys.webSettings,
    queryFn: async ({ signal }) => {
      try {
        return (await apiRequest<WebSettings | null>(API.admin.webSettings.root, { signal })) ?? null;
      } catch (error) {
        if (isNotFoundError(error)) return null;
        throw error;
      }
    },
  });
}

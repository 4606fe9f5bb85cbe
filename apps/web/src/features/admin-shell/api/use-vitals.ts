import { useQuery } from '@tanstack/react-query';
import { API, type VitalsRow } from '@webku/contract';
import { api } from '@/lib/api-client';

/** The days the dashboard's "Kecepatan di ponsel pelanggan" covers. */
export const VITALS_DAYS = 28;

// Refetched whenever the dashboard opens: the server adds new samples about once a minute.
export function useVitals() {
  return useQuery({
    queryKey: ['admin', 'vitals', VITALS_DAYS],
    queryFn: ({ signal }) => api.get<VitalsRow[]>(API.admin.vitals(VITALS_DAYS), signal),
    refetchOnMount: 'always',
  });
}

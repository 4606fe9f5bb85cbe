import { useQuery } from '@tanstack/react-query';
import { API, type VisitStats } from '@webku/contract';
import { api } from '@/lib/api-client';

// Refetched whenever the dashboard opens: the server writes new counts about once a minute.
export function useVisitStats() {
  return useQuery({
    queryKey: ['admin', 'dashboard', 'visits'],
    queryFn: ({ signal }) => api.get<VisitStats>(API.admin.dashboardVisits, signal),
    refetchOnMount: 'always',
  });
}

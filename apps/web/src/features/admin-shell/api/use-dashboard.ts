import { useQuery } from '@tanstack/react-query';
import { API, type Dashboard } from '@webku/contract';
import { api } from '@/lib/api-client';

// Always refetched when the dashboard opens: the checklist reflects what the editors just saved.
export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => api.get<Dashboard>(API.admin.dashboard, signal),
    refetchOnMount: 'always',
  });
}

import { useQuery } from '@tanstack/react-query';
import { API, type PublicPayload } from '@webku/contract';
import { api } from '@/lib/api-client';
import { countContent } from '../utils/count-content';

export function useDashboardCounts(slug: string) {
  return useQuery({
    queryKey: ['public-data', slug, 'no-cache'],
    queryFn: ({ signal }) => api.get<PublicPayload | null>(API.public.noCacheData(slug), signal),
    select: countContent,
    enabled: slug !== '',
  });
}

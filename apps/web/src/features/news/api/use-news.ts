import { useQuery } from '@tanstack/react-query';
import { API, type NewsArticle } from '@webku/contract';
import { api } from '@/lib/api-client';
import { useDeleteEntity, useSaveEntity } from '@/lib/entity-mutations';
import { queryKeys } from '@/lib/query-keys';

export function useNews() {
  return useQuery({
    queryKey: queryKeys.news,
    queryFn: ({ signal }) => api.get<NewsArticle[]>(API.admin.news.list, signal),
  });
}

export function useSaveNews() {
  return useSaveEntity({
    listKey: queryKeys.news,
    createPath: API.admin.news.list,
    updatePath: API.admin.news.article,
    entityLabel: 'News article',
    failureMessage: 'Failed to save news article',
  });
}

export function useDeleteNews() {
  return useDeleteEntity({
    listKey: queryKeys.news,
    path: API.admin.news.article,
    entityLabel: 'News article',
    failureMessage: 'Failed to delete news article',
  });
}

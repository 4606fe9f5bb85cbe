import { useQuery } from '@tanstack/react-query';
import { API, type Store } from '@webku/contract';
import { api } from '@/lib/api-client';
import { useDeleteEntity, useSaveEntity } from '@/lib/entity-mutations';
import { queryKeys } from '@/lib/query-keys';

export function useStores() {
  return useQuery({
    queryKey: queryKeys.stores,
    queryFn: ({ signal }) => api.get<Store[]>(API.admin.stores.list, signal),
  });
}

export function useSaveStore() {
  return useSaveEntity({
    listKey: queryKeys.stores,
    createPath: API.admin.stores.list,
    updatePath: API.admin.stores.store,
    entityLabel: 'Store',
    failureMessage: 'Failed to save store',
  });
}

export function useDeleteStore() {
  return useDeleteEntity({
    listKey: queryKeys.stores,
    path: API.admin.stores.store,
    entityLabel: 'Store',
    failureMessage: 'Failed to delete store',
  });
}

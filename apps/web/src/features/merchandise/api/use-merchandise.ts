import { API } from '@webku/contract';
import { useDeleteEntity, useSaveEntity } from '@/lib/entity-mutations';
import { queryKeys } from '@/lib/query-keys';

export function useSaveMerchandise() {
  return useSaveEntity({
    listKey: queryKeys.merchandise,
    createPath: API.admin.merchandise.list,
    updatePath: API.admin.merchandise.item,
    entityLabel: 'Merchandise item',
    failureMessage: 'Failed to save merchandise item',
  });
}

export function useDeleteMerchandise() {
  return useDeleteEntity({
    listKey: queryKeys.merchandise,
    path: API.admin.merchandise.item,
    entityLabel: 'Merchandise item',
    failureMessage: 'Failed to delete merchandise item',
  });
}

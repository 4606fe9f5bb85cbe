import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import { notify } from './toast';

type Id = number | string;

type SaveOptions = {
  listKey: QueryKey;
  createPath: string;
  updatePath: (id: Id) => string;
  // e.g. 'Menu item' -> 'Menu item saved successfully' / 'Menu item updated successfully'.
  entityLabel: string;
  failureMessage: string;
};

// Saving an entity with an id updates it, otherwise creates it.
export function useSaveEntity<TBody, TResult>({
  listKey,
  createPath,
  updatePath,
  entityLabel,
  failureMessage,
}: SaveOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: Id | null; body: TBody }) =>
      id ? api.put<TResult>(updatePath(id), body) : api.post<TResult>(createPath, body),
    onSuccess: async (_result, { id }) => {
      notify.success(`${entityLabel} ${id ? 'updated' : 'saved'} successfully`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.publicData }),
      ]);
    },
    onError: (error) => {
      console.error(failureMessage, error);
      notify.failure(error, failureMessage);
    },
  });
}

type DeleteOptions = {
  listKey: QueryKey;
  path: (id: Id) => string;
  entityLabel: string;
  failureMessage: string;
};

export function useDeleteEntity({ listKey, path, entityLabel, failureMessage }: DeleteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => api.delete(path(id)),
    onSuccess: async () => {
      notify.success(`${entityLabel} deleted successfully`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.publicData }),
      ]);
    },
    onError: (error) => {
      console.error(failureMessage, error);
      notify.failure(error, failureMessage);
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminMenuItem, API, type MenuSuggestion, type MenuSuggestionInput } from '@webku/contract';
import { api } from '@/lib/api-client';
import { useDeleteEntity, useSaveEntity } from '@/lib/entity-mutations';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

// Items live inside categories on the server, so a write to either refreshes both lists.
const menuKey = queryKeys.menu;

export function useSaveCategory() {
  return useSaveEntity({
    listKey: menuKey,
    createPath: API.admin.menu.categories,
    updatePath: API.admin.menu.category,
    entityLabel: 'Category',
    failureMessage: 'Failed to save category',
  });
}

export function useDeleteCategory() {
  return useDeleteEntity({
    listKey: menuKey,
    path: API.admin.menu.category,
    entityLabel: 'Category',
    failureMessage: 'Failed to delete category',
  });
}

export function useSaveMenuItem() {
  return useSaveEntity({
    listKey: menuKey,
    createPath: API.admin.menu.items,
    updatePath: API.admin.menu.item,
    entityLabel: 'Menu item',
    failureMessage: 'Failed to save menu item',
  });
}

export function useDeleteMenuItem() {
  return useDeleteEntity({
    listKey: menuKey,
    path: API.admin.menu.item,
    entityLabel: 'Menu item',
    failureMessage: 'Failed to delete menu item',
  });
}

// The kind's typical items the menu lacks; under menuKey, so every menu write brings a fresh list.
export function useMenuSuggestions() {
  return useQuery({
    queryKey: queryKeys.menuSuggestions,
    queryFn: ({ signal }) => api.get<MenuSuggestion[]>(API.admin.menu.suggestions, signal),
  });
}

function useMenuMutation<TVariables>(
  request: (variables: TVariables) => Promise<unknown>,
  { success, failure }: { success: (variables: TVariables) => string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (_result, variables) => notify.success(success(variables)),
    onError: (error) => notify.failure(error, failure),
    // A refusal reloads too: another tab may have added the item or changed the menu meanwhile.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: menuKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.publicData }),
      ]),
  });
}

// One tap on a suggestion: the server adds it without a price, in the category of that name.
export function useAddSuggestion() {
  return useMenuMutation(
    (suggestion: MenuSuggestionInput) => api.post<AdminMenuItem>(API.admin.menu.suggestions, suggestion),
    {
      success: ({ name }) => `“${name}” ditambahkan ke menu. Isi harganya bila sudah ada.`,
      failure: 'Gagal menambahkan saran ke menu',
    },
  );
}

// "Pakai": the example item stays as it is and stops being marked "contoh".
export function useConfirmExample() {
  return useMenuMutation(
    (item: AdminMenuItem) => api.put<AdminMenuItem>(API.admin.menu.itemConfirm(item.id), {}),
    {
      success: (item) => `“${item.name}” sekarang item Anda`,
      failure: 'Gagal memakai item contoh',
    },
  );
}

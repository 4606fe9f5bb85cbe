import { useQuery } from '@tanstack/react-query';
import { API, type MenuCategory, type MenuItem } from '@webku/contract';
import { api } from '@/lib/api-client';
import { useDeleteEntity, useSaveEntity } from '@/lib/entity-mutations';
import { queryKeys } from '@/lib/query-keys';

export function useMenuCategories() {
  return useQuery({
    queryKey: queryKeys.menuCategories,
    queryFn: ({ signal }) => api.get<MenuCategory[]>(API.admin.menu.categories, signal),
  });
}

export function useMenuItems() {
  return useQuery({
    queryKey: queryKeys.menuItems,
    queryFn: ({ signal }) => api.get<MenuItem[]>(API.admin.menu.items, signal),
  });
}

// Items live inside categories on the server, so a write to either refreshes both lists.
export const menuKey = ['admin', 'menu'] as const;

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

import { type QueryKey, useQuery } from '@tanstack/react-query';
import { type AdminMenuCategory, type AdminMenuItem, API, type MerchandiseItem } from '@webku/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The lists the menu and merchandise editors show and the stock screen switches sold out: one cache each,
// whichever screen reads it first. Items live inside categories on the server, so a menu write refreshes
// `queryKeys.menu`, both menu lists.
const useList = <Row>(queryKey: QueryKey, path: string) =>
  useQuery({ queryKey, queryFn: ({ signal }) => api.get<Row[]>(path, signal) });

export const useMenuCategories = () =>
  useList<AdminMenuCategory>(queryKeys.menuCategories, API.admin.menu.categories);

export const useMenuItems = () => useList<AdminMenuItem>(queryKeys.menuItems, API.admin.menu.items);

export const useMerchandise = () =>
  useList<MerchandiseItem>(queryKeys.merchandise, API.admin.merchandise.list);

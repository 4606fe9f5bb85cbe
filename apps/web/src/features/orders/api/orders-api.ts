import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type Order, type OrderStatusInput } from '@webku/contract';
import { api } from '@/lib/api-client';
import { serverMessage } from '@/lib/api-errors';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

/** While "Pesanan" is open, new orders from the site show up within this many milliseconds. */
export const ORDERS_REFRESH_MS = 5_000;

// Read again every few seconds while the screen is open (not while the tab is in the background).
export function useOrders() {
  return useQuery({
    queryKey: queryKeys.orders,
    queryFn: ({ signal }) => api.get<Order[]>(API.admin.orders.root, signal),
    refetchInterval: ORDERS_REFRESH_MS,
  });
}

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, status }: { order: Order; status: OrderStatusInput['status'] }) =>
      api.post<Order>(API.admin.orders.status(order.id), { status }),
    onSuccess: (changed) => {
      queryClient.setQueryData<Order[]>(queryKeys.orders, (list) =>
        list?.map((order) => (order.id === changed.id ? changed : order)),
      );
      notify.success(
        changed.status === 'done'
          ? `Pesanan ${changed.code} ditandai selesai`
          : `Pesanan ${changed.code} dibatalkan`,
      );
    },
    onError: (error) => notify.error(serverMessage(error) ?? 'Status pesanan gagal diubah. Coba lagi.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
  });
}

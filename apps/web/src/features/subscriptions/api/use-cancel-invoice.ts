import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@webku/contract';
import { api } from '@/lib/api-client';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { subscriptionKeys } from './subscription-keys';

// 'Batalkan Invoice': the waiting invoice is closed here and at the gateway.
export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: number) => api.post(API.admin.subscriptions.cancelInvoice(invoiceId), {}),
    onSuccess: () => notify.success('Invoice dibatalkan'),
    onError: (error) => notify.error(serverMessage(error) ?? 'Gagal membatalkan invoice. Silakan coba lagi.'),
    // Paid or cancelled, the subscription card and the invoice page change either way.
    onSettled: (_data, _error, invoiceId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.invoice(String(invoiceId)) }),
      ]),
  });
}

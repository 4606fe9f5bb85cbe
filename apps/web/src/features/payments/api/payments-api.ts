import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type PaymentSettings, type PaymentSettingsInput } from '@webku/contract';
import { api } from '@/lib/api-client';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toast';

const paymentSettingsKey = ['admin', 'payments', 'settings'] as const;

export function usePaymentSettings() {
  return useQuery({
    queryKey: paymentSettingsKey,
    queryFn: ({ signal }) => api.get<PaymentSettings>(API.admin.payments.settings, signal),
  });
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentSettingsInput) => api.put<PaymentSettings>(API.admin.payments.settings, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentSettingsKey, saved);
      notify.success(saved.provider ? 'Pembayaran online disimpan' : 'Gateway pembayaran diputus');
    },
    onError: (error) =>
      notify.error(serverMessage(error) ?? 'Pengaturan pembayaran gagal disimpan. Coba lagi.'),
  });
}

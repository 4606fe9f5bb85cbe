import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, mySubscriptionResponseSchema } from '@webku/contract';
import { api } from '@/lib/api-client';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { subscriptionKeys } from './subscription-keys';

// 'Buat Token Baru': an own domain whose proof window closed gets a new TXT value and seven more days.
export function useRenewDomainProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      mySubscriptionResponseSchema.parse(await api.post(API.admin.subscriptions.domainProof, {})),
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionKeys.mine, subscription);
      notify.success('Token baru dibuat. Ganti nilai record TXT dengan token ini.');
    },
    onError: (error) => notify.error(serverMessage(error) ?? 'Gagal membuat token baru. Silakan coba lagi.'),
  });
}

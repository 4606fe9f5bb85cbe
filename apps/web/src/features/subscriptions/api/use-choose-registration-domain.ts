import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, domainRegistrationSchema } from '@webku/contract';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { subscriptionKeys } from './subscription-keys';

// 'Daftarkan domain ini': another name for the paid invoice whose registration failed.
export function useChooseRegistrationDomain(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (domain: string) =>
      domainRegistrationSchema.parse(
        await api.post(API.admin.subscriptions.registrationDomain(invoiceId), { domain_url: domain }),
      ),
    onSuccess: (registration) => notify.success(`${registration.domain} sedang didaftarkan`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine }),
  });
}

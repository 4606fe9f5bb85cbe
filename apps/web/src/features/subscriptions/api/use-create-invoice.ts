import { useMutation } from '@tanstack/react-query';
import { API, invoiceSchema } from '@webku/contract';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/toast';

// 'Checkout Sekarang': one invoice for the plan and the checked domain.
export function useCreateInvoice(planId: number) {
  return useMutation({
    mutationFn: async (domain: string) =>
      invoiceSchema.parse(
        await api.post(API.admin.subscriptions.createInvoice(planId), { domain_url: domain }),
      ),
    onError: (error) => {
      console.error('Gagal membuat invoice', error);
      notify.failure(error, 'Gagal membuat invoice');
    },
  });
}

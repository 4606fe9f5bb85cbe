import { useMutation } from '@tanstack/react-query';
import { domainCheckSchema } from '@webku/contract';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/toast';

// Step 1 'Cek Domain'; `path` comes from toDomainCheckRequest, so an empty name never gets here.
export function useCheckDomain() {
  return useMutation({
    mutationFn: async (path: string) => domainCheckSchema.parse(await api.get(path)),
    onError: (error) => {
      console.error('Gagal mengecek domain', error);
      notify.failure(error, 'Gagal mengecek domain');
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminMenuItem, API, type DescriptionPhrase } from '@webku/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

function usePhraseMutation<T>(
  request: (phrase: DescriptionPhrase) => Promise<T>,
  { success, failure }: { success: (phrase: DescriptionPhrase, result: T) => string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result, phrase) => notify.success(success(phrase, result)),
    onError: (error) => notify.failure(error, failure),
    // A refusal reloads too: another tab may have added or dismissed the phrase meanwhile.
    onSettled: () =>
      Promise.all(
        [queryKeys.descriptionReading, queryKeys.dashboard, queryKeys.menu, queryKeys.publicData].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

// "Tambahkan": the phrase becomes an item of the menu, with its price or "Tanya harga".
export function useAddPhrase() {
  return usePhraseMutation(
    (phrase) => api.post<AdminMenuItem>(API.admin.descriptionReading.addPhrase(phrase.id), {}),
    {
      success: (_phrase, item) =>
        item.price > 0
          ? `“${item.name}” ditambahkan ke Menu`
          : `“${item.name}” ditambahkan ke Menu. Isi harganya bila sudah ada.`,
      failure: 'Gagal menambahkan ke Menu',
    },
  );
}

// "Abaikan": the phrase leaves the list for good.
export function useDismissPhrase() {
  return usePhraseMutation(
    (phrase) => api.post<DescriptionPhrase>(API.admin.descriptionReading.dismissPhrase(phrase.id), {}),
    {
      success: (phrase) => `“${phrase.text}” diabaikan`,
      failure: 'Gagal mengabaikan',
    },
  );
}

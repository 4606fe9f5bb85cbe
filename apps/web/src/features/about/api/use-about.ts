import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AboutSection, type AboutSectionInput, API } from '@webku/contract';
import { api } from '@/lib/api-client';
import { blankToNull } from '@/lib/form-values';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

// A section never saved reads as empty fields, never as 404.
export function useAbout() {
  return useQuery({
    queryKey: queryKeys.about,
    queryFn: ({ signal }) => api.get<AboutSection>(API.admin.about, signal),
  });
}

export function useSaveAbout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AboutSectionInput) => api.put<AboutSection>(API.admin.about, blankToNull(values)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.about, saved);
      notify.success(
        saved.text
          ? 'Tentang Kami tersimpan'
          : 'Tentang Kami tersimpan; bagian ini tersembunyi sampai ada teks',
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.publicData });
    },
    onError: (error) => notify.failure(error, 'Tentang Kami gagal disimpan'),
  });
}

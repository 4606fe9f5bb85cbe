import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type BioButton, type BioLinks } from '@webku/contract';
import { api } from '@/lib/api-client';

const BIO_LINKS_KEY = ['admin', 'bio-links'] as const;

export function useBioLinks() {
  return useQuery({
    queryKey: BIO_LINKS_KEY,
    queryFn: ({ signal }) => api.get<BioLinks>(API.admin.bioLinks, signal),
  });
}

// Saves the buttons in the order shown: a site button's key and whether it shows; an own link whole.
export function useSaveBioLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buttons: readonly BioButton[]) =>
      api.put<BioLinks>(API.admin.bioLinks, {
        buttons: buttons.map(({ key, label, url, is_visible }) =>
          key === 'custom' ? { key, label, url, is_visible } : { key, is_visible },
        ),
      }),
    onSuccess: (saved) => queryClient.setQueryData(BIO_LINKS_KEY, saved),
  });
}

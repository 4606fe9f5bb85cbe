import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnyOneRowSection } from '@webku/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

type OneRow = Record<string, unknown>;

// A one-row section answers on `/api/admin/{key}`: GET reads it (never 404: a section never saved reads as
// empty fields), PUT saves it whole.
const oneRowPath = (section: AnyOneRowSection) => `/admin/${section.key}`;

export function useOneRow(section: AnyOneRowSection) {
  return useQuery({
    queryKey: queryKeys.oneRow(section.key),
    queryFn: ({ signal }) => api.get<OneRow>(oneRowPath(section), signal),
  });
}

/** The field that shows the section, worded for the toast ('teks'). */
export const shownByLabel = (section: AnyOneRowSection) =>
  section.fields[section.shownBy]!.label.toLowerCase();

export function useSaveOneRow(section: AnyOneRowSection) {
  const queryClient = useQueryClient();
  const title = section.title.id;
  return useMutation({
    mutationFn: (body: OneRow) => api.put<OneRow>(oneRowPath(section), body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.oneRow(section.key), saved);
      notify.success(
        section.isShown(saved)
          ? `${title} tersimpan`
          : `${title} tersimpan; bagian ini tersembunyi sampai ada ${shownByLabel(section)}`,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.publicData });
    },
    onError: (error) => notify.failure(error, `${title} gagal disimpan`),
  });
}

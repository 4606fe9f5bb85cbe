import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnyOneRowSection } from '@webku/contract';
import { api } from '@/lib/api-client';
import { isNotFoundError } from '@/lib/api-errors';
import type { OneRowToasts } from '@/lib/one-row-parts';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

type OneRow = Record<string, unknown>;

// A one-row section answers on `/api/admin/{key}`: GET reads it (a section saved by PUT is never 404: never
// saved, it reads as empty fields), PUT saves it whole. A section made with the site (hero, footer) reads
// as null while it has no row; the footer's is created by POST and updated by PUT.
const oneRowPath = (section: AnyOneRowSection) => `/admin/${section.key}`;

export function useOneRow(section: AnyOneRowSection) {
  return useQuery({
    queryKey: queryKeys.oneRow(section.key),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<OneRow | null>(oneRowPath(section), signal);
      } catch (error) {
        if (section.calls !== 'save' && isNotFoundError(error)) return null;
        throw error;
      }
    },
  });
}

/** The field that shows the section, worded for the toast ('teks'). */
export const shownByLabel = (section: AnyOneRowSection) =>
  section.shownBy ? section.fields[section.shownBy]!.label.toLowerCase() : '';

/** Saves the form's values; `isNew`: a create-update section with no row yet, which POST creates. */
export function useSaveOneRow(section: AnyOneRowSection, toasts?: OneRowToasts) {
  const queryClient = useQueryClient();
  const title = section.title.id;
  return useMutation({
    mutationFn: ({ body, isNew }: { body: OneRow; isNew: boolean }) =>
      isNew ? api.post<OneRow>(oneRowPath(section), body) : api.put<OneRow>(oneRowPath(section), body),
    onSuccess: async (saved, { isNew }) => {
      queryClient.setQueryData(queryKeys.oneRow(section.key), saved);
      notify.success(
        toasts?.saved(isNew) ??
          (section.isShown(saved)
            ? `${title} tersimpan`
            : `${title} tersimpan; bagian ini tersembunyi sampai ada ${shownByLabel(section)}`),
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.publicData });
    },
    onError: (error) => notify.failure(error, toasts?.failed ?? `${title} gagal disimpan`),
  });
}

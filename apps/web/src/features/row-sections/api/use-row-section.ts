import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnyRowSection, SectionRow, Translations } from '@webku/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { capitalized } from '../utils/rows';

/** A row section's settings, as `/api/admin/{key}/settings` answers them (title null: the section's own title). */
export type RowSectionSettings = {
  is_active: boolean;
  title: string | null;
  description: string | null;
  /** The heading and its line in the second language, where the owner wrote them. */
  translations?: Translations;
};

// Every row section answers on the same routes, named by its key.
export const rowSectionPaths = (key: string) => ({
  list: `/admin/${key}`,
  row: (id: number) => `/admin/${key}/${id}`,
  order: `/admin/${key}/order`,
  settings: `/admin/${key}/settings`,
});

const byOrder = (rows: readonly SectionRow[]) =>
  [...rows].sort((a, b) => a.display_order - b.display_order || a.id - b.id);

export function useRows(section: AnyRowSection) {
  return useQuery({
    queryKey: queryKeys.rowSectionRows(section.key),
    queryFn: async ({ signal }) =>
      byOrder(await api.get<SectionRow[]>(rowSectionPaths(section.key).list, signal)),
  });
}

function failed(message: string) {
  return (error: unknown) => {
    console.error(message, error);
    notify.failure(error, message);
  };
}

// The site shows the change too: its cached payload is refetched after every write.
async function refresh(queryClient: QueryClient, section: AnyRowSection) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.rowSectionRows(section.key) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.publicData }),
  ]);
}

/** Adds a row (no id) or saves one (with an id). */
export function useSaveRow(section: AnyRowSection) {
  const queryClient = useQueryClient();
  const paths = rowSectionPaths(section.key);
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      id ? api.put<SectionRow>(paths.row(id), body) : api.post<SectionRow>(paths.list, body),
    onSuccess: async (_row, { id }) => {
      notify.success(id ? 'Perubahan disimpan' : `${capitalized(section.noun)} ditambahkan`);
      await refresh(queryClient, section);
    },
    onError: failed(`${capitalized(section.noun)} gagal disimpan`),
  });
}

/** Shows or hides one row on the website; the switch moves at once and goes back if the save fails. */
export function useShowRow(section: AnyRowSection) {
  const queryClient = useQueryClient();
  const key = queryKeys.rowSectionRows(section.key);
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      api.put<SectionRow>(rowSectionPaths(section.key).row(id), { is_active: isActive }),
    onMutate: async ({ id, isActive }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<SectionRow[]>(key, (rows) =>
        rows?.map((row) => (row.id === id ? { ...row, is_active: isActive } : row)),
      );
    },
    onSuccess: (_row, { isActive }) => {
      const noun = capitalized(section.noun);
      notify.success(isActive ? `${noun} tampil di website` : `${noun} disembunyikan dari website`);
    },
    onError: failed('Perubahan gagal disimpan'),
    onSettled: () => refresh(queryClient, section),
  });
}

export function useDeleteRow(section: AnyRowSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(rowSectionPaths(section.key).row(id)),
    onSuccess: async () => {
      notify.success(`${capitalized(section.noun)} dihapus`);
      await refresh(queryClient, section);
    },
    onError: failed(`${capitalized(section.noun)} gagal dihapus`),
  });
}

/**
 * Saves a new order. The list shows it at once; moves made quickly one after another are sent one at a
 * time, in order, and a refused one reloads the list as the server has it.
 */
export function useReorderRows(section: AnyRowSection) {
  const queryClient = useQueryClient();
  const key = queryKeys.rowSectionRows(section.key);
  return useMutation({
    scope: { id: `reorder-${section.key}` },
    mutationFn: (rows: SectionRow[]) =>
      api.put<SectionRow[]>(rowSectionPaths(section.key).order, { ids: rows.map((row) => row.id) }),
    onMutate: async (rows) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, rows);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.publicData }),
    onError: async (error) => {
      failed('Urutan gagal disimpan')(error);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useRowSectionSettings(section: AnyRowSection) {
  return useQuery({
    queryKey: queryKeys.rowSectionSettings(section.key),
    queryFn: async ({ signal }): Promise<RowSectionSettings> => {
      const stored = await api.get<RowSectionSettings | null>(rowSectionPaths(section.key).settings, signal);
      return stored ?? { is_active: true, title: null, description: null };
    },
  });
}

export function useSaveRowSectionSettings(section: AnyRowSection) {
  const queryClient = useQueryClient();
  return useMutation({
    // The saved settings, or what was sent when the answer has no body.
    mutationFn: async (body: RowSectionSettings): Promise<RowSectionSettings> => ({
      ...body,
      ...(await api.put<RowSectionSettings | null>(rowSectionPaths(section.key).settings, body)),
    }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.rowSectionSettings(section.key), saved);
      notify.success('Pengaturan bagian disimpan');
      await queryClient.invalidateQueries({ queryKey: queryKeys.publicData });
    },
    onError: failed('Pengaturan bagian gagal disimpan'),
  });
}

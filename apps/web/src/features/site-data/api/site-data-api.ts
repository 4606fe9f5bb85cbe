import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AccountSummary, API, type BackupPreview, type RestorePoint } from '@webku/contract';
import { api, apiRequest, apiUrl, HttpError } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';

const keys = { points: ['site-data', 'restore-points'] as const, account: ['site-data', 'account'] as const };

// The archive is a file, not JSON: sent and received as bytes with the owner's token.
async function send(path: string, init: { method: string; body?: Blob }): Promise<Response> {
  const token = getAuthToken();
  const response = await fetch(apiUrl(path), {
    method: init.method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'Content-Type': 'application/zip' } : {}),
    },
    body: init.body,
  });
  if (!response.ok) throw new HttpError(response.status, await response.text());
  return response;
}

export async function downloadBackup(): Promise<void> {
  const response = await send(API.admin.data.exportBackup, { method: 'GET' });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'webku-cadangan.zip';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function previewBackup(file: File): Promise<BackupPreview> {
  const response = await send(API.admin.data.previewBackup, { method: 'POST', body: file });
  return ((await response.json()) as { data: BackupPreview }).data;
}

export function useImportBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => send(API.admin.data.importBackup, { method: 'POST', body: file }),
    // Every screen's data changed: nothing cached from before may stay.
    onSuccess: () => client.invalidateQueries(),
  });
}

export function useRestorePoints() {
  return useQuery({
    queryKey: keys.points,
    queryFn: ({ signal }) => api.get<RestorePoint[]>(API.admin.data.restorePoints, signal),
  });
}

export function useRestore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(API.admin.data.restore(id)),
    onSuccess: () => client.invalidateQueries(),
  });
}

export function useAccountSummary() {
  return useQuery({
    queryKey: keys.account,
    queryFn: ({ signal }) => api.get<AccountSummary>(API.admin.data.account, signal),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (slug: string) =>
      apiRequest(API.admin.data.account, { method: 'DELETE', body: { slug_confirmation: slug } }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type AssetImage, type AssetListing } from '@webku/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

export function useAssetListing(category: string) {
  return useQuery({
    queryKey: queryKeys.assets(category),
    queryFn: ({ signal }) => apiRequest<AssetListing>(API.admin.upload.list(category), { signal }),
  });
}

export function imagesOf(listing: AssetListing | undefined, category: string): AssetImage[] {
  return [...(listing?.images?.[category] ?? [])].sort((a, b) =>
    b.last_modified.localeCompare(a.last_modified),
  );
}

export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ filename, category }: { filename: string; category: string }) =>
      apiRequest(API.admin.upload.delete, { method: 'DELETE', body: { filename, category } }),
    onSuccess: async () => {
      notify.success('Image deleted successfully');
      await queryClient.invalidateQueries({ queryKey: queryKeys.allAssets });
    },
    onError: (error) => {
      console.error('Failed to delete image', error);
      notify.failure(error, 'Failed to delete image');
    },
  });
}

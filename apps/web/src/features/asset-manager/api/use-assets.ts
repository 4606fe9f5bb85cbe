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
    mutationFn: ({
      filename,
      category,
      clearUses,
    }: {
      filename: string;
      category: string;
      clearUses: boolean;
    }) =>
      apiRequest(API.admin.upload.delete, {
        method: 'DELETE',
        body: { filename, category, clear_uses: clearUses },
      }),
    onSuccess: async () => {
      notify.success('Image deleted successfully');
      // The places that showed the image were cleared too: every open editor reads them again.
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      console.error('Failed to delete image', error);
      notify.failure(error, 'Failed to delete image');
    },
  });
}

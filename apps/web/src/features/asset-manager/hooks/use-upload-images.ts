import { useQueryClient } from '@tanstack/react-query';
import { UPLOAD_MAX_FILES } from '@webku/contract';
import { useState } from 'react';
import { compressImage } from '@/lib/image-compression';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { uploadImages } from '../api/upload-images';
import { chunk, uploadedCount, uploadSuccessMessage } from '../utils/asset-categories';

export type UploadProgress =
  | { phase: 'idle' }
  | { phase: 'compressing'; done: number; total: number }
  | { phase: 'uploading'; fraction: number; total: number };

// Compress every picked image in the browser (at most 1920 px, about 1 MB), then upload them with progress.
export function useUploadImages(category: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress>({ phase: 'idle' });

  const upload = async (picked: readonly File[]) => {
    const files = picked.filter((file) => file.type.startsWith('image/'));
    if (files.length === 0) {
      notify.error('Only image files can be uploaded');
      return;
    }
    try {
      const compressed: File[] = [];
      for (const file of files) {
        setProgress({ phase: 'compressing', done: compressed.length, total: files.length });
        compressed.push(await compressImage(file));
      }
      const batches = chunk(compressed, UPLOAD_MAX_FILES);
      let uploaded = 0;
      for (const [index, batch] of batches.entries()) {
        const report = (fraction: number) =>
          setProgress({
            phase: 'uploading',
            fraction: (index + fraction) / batches.length,
            total: files.length,
          });
        report(0);
        uploaded += uploadedCount(await uploadImages(batch, category, report), batch.length);
      }
      notify.success(uploadSuccessMessage(uploaded));
    } catch (error) {
      console.error('Failed to upload images', error);
      notify.failure(error, 'Failed to upload images');
    } finally {
      setProgress({ phase: 'idle' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.allAssets });
    }
  };

  return { upload, progress, isBusy: progress.phase !== 'idle' };
}

import { Loader2 } from 'lucide-react';
import type { UploadProgress } from '../hooks/use-upload-images';

export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  if (progress.phase === 'idle') return null;
  const isCompressing = progress.phase === 'compressing';
  const percent = isCompressing
    ? Math.round((progress.done / progress.total) * 100)
    : Math.round(progress.fraction * 100);
  const label = isCompressing
    ? `Mengompres ${Math.min(progress.done + 1, progress.total)} dari ${progress.total}...`
    : `Mengunggah ${progress.total} gambar... ${percent}%`;

  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-3" role="status" aria-live="polite">
      <div className="flex items-center gap-2 text-sm font-medium text-brand-900">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {label}
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-white"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { AssetImage, AssetListing } from '@webku/contract';
import { ImageIcon, RefreshCw } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { cn } from '@/lib/utils';
import { AssetCard } from './asset-card';

type AssetGridProps = {
  category: string;
  query: UseQueryResult<AssetListing>;
  images: AssetImage[];
  isSelectMode: boolean;
  onSelect: (image: AssetImage) => void;
  onDelete: (image: AssetImage) => void;
  onUpload: () => void;
  onDropFiles: (files: File[]) => void;
};

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

export function AssetGrid({
  category,
  query,
  images,
  isSelectMode,
  onSelect,
  onDelete,
  onUpload,
  onDropFiles,
}: AssetGridProps) {
  const [isDragging, setDragging] = useState(false);
  useLoadErrorToast(query.error, 'Failed to load assets');

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length) onDropFiles(files);
  };

  let content: React.ReactNode;
  if (query.isPending) {
    content = (
      <div className={GRID} role="status" aria-label="Memuat gambar">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
          <Skeleton key={index} rounded="xl" className="aspect-square w-full" />
        ))}
      </div>
    );
  } else if (query.isError) {
    content = (
      <EmptyState
        icon={ImageIcon}
        title="Gambar gagal dimuat"
        description="Periksa koneksi internet Anda, lalu coba lagi."
        action={
          <Button variant="outline" onClick={() => query.refetch()}>
            <RefreshCw aria-hidden="true" /> Coba lagi
          </Button>
        }
      />
    );
  } else if (images.length === 0) {
    content = (
      <EmptyState
        icon={ImageIcon}
        title={`Belum ada gambar di ${category}`}
        description="Unggah foto dari ponsel atau komputer, atau seret ke sini. Foto dikompres otomatis."
        action={<Button onClick={onUpload}>Unggah gambar</Button>}
      />
    );
  } else {
    content = (
      <ul className={GRID}>
        {images.map((image) => (
          <li key={image.filename}>
            <AssetCard
              image={image}
              isSelectMode={isSelectMode}
              onSelect={() => onSelect(image)}
              onDelete={() => onDelete(image)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is an extra; the Upload button does the same.
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      className={cn('rounded-xl transition', isDragging && 'ring-2 ring-brand-500 ring-offset-4')}
    >
      {content}
    </div>
  );
}

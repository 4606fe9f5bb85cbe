import { type AssetImage, DEFAULT_ASSET_CATEGORY, describeImageUse } from '@webku/contract';
import { ImageUp, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { TabList, useTabsId } from '@/components/ui/tabs';
import { imagesOf, useAssetListing, useDeleteAsset } from '../api/use-assets';
import { useUploadImages } from '../hooks/use-upload-images';
import { BUILTIN_TAB, categoryLabel, categoryTabs } from '../utils/asset-categories';
import { AssetGrid } from './asset-grid';
import { BuiltinGrid } from './builtin-grid';
import { UploadProgressBar } from './upload-progress';

type AssetManagerProps = {
  initialCategory?: string;
  // Select mode (the image picker): a click on an image hands its URL back.
  onSelect?: (url: string) => void;
  accept?: string;
};

export function AssetManager({
  initialCategory = DEFAULT_ASSET_CATEGORY,
  onSelect,
  accept = 'image/*',
}: AssetManagerProps) {
  const [category, setCategory] = useState(initialCategory);
  const [pending, setPending] = useState<AssetImage | null>(null);
  const isBuiltin = category === BUILTIN_TAB;
  // The built-in images come with every listing; the unfiltered one is asked for on their tab.
  const listing = useAssetListing(isBuiltin ? '' : category);
  const removal = useDeleteAsset();
  const uploads = useUploadImages(category);
  const fileInput = useRef<HTMLInputElement>(null);
  const tabsId = useTabsId();
  const tabs = categoryTabs(listing.data?.categories_with_images, initialCategory);
  const withImages = new Set(listing.data?.categories_with_images ?? []);

  const handleDelete = async () => {
    if (!pending) return;
    const clearUses = (pending.used_in?.length ?? 0) > 0;
    await removal.mutateAsync({ filename: pending.filename, category, clearUses }).catch(() => undefined);
    setPending(null);
  };

  return (
    <div className="space-y-4">
      <TabList
        idBase={tabsId}
        label="Kategori gambar"
        value={category}
        onValueChange={setCategory}
        items={tabs.map((value) => ({
          value,
          label: categoryLabel(value),
          badge: withImages.has(value) ? (
            <span className="size-1.5 rounded-full bg-brand-600" aria-hidden="true" />
          ) : undefined,
        }))}
      />
      <div className="flex flex-wrap items-center gap-2">
        {!isBuiltin && (
          <Button onClick={() => fileInput.current?.click()} isLoading={uploads.isBusy}>
            {!uploads.isBusy && <ImageUp aria-hidden="true" />}
            Unggah gambar
          </Button>
        )}
        <Button variant="outline" onClick={() => listing.refetch()} disabled={listing.isFetching}>
          <RefreshCw className={listing.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          Muat ulang
        </Button>
        {!isBuiltin && (
          <p className="text-xs text-neutral-500 sm:ml-auto">
            Gambar dikompres di browser Anda sebelum diunggah (maks. 1 MB per gambar).
          </p>
        )}
        <input
          ref={fileInput}
          type="file"
          accept={accept}
          multiple
          hidden
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) void uploads.upload(files);
          }}
        />
      </div>
      <UploadProgressBar progress={uploads.progress} />
      <div id={`${tabsId}-panel-${category}`} role="tabpanel" aria-labelledby={`${tabsId}-tab-${category}`}>
        {isBuiltin ? (
          <BuiltinGrid
            images={listing.data?.builtin_images ?? []}
            isSelectMode={!!onSelect}
            onSelect={(image) => onSelect?.(image.full_url)}
          />
        ) : (
          <AssetGrid
            category={categoryLabel(category)}
            query={listing}
            images={imagesOf(listing.data, category)}
            isSelectMode={!!onSelect}
            onSelect={(image) => onSelect?.(image.full_url)}
            onDelete={setPending}
            onUpload={() => fileInput.current?.click()}
            onDropFiles={(files) => void uploads.upload(files)}
          />
        )}
      </div>
      <ConfirmDialog
        open={!!pending}
        onOpenChange={(open) => !open && setPending(null)}
        title="Hapus gambar?"
        subject={pending ? (pending.original_name ?? pending.filename) : undefined}
        isBusy={removal.isPending}
        onConfirm={handleDelete}
      >
        {pending?.used_in?.length ? <UsesToClear image={pending} /> : null}
      </ConfirmDialog>
    </div>
  );
}

function UsesToClear({ image }: { image: AssetImage }) {
  return (
    <div className="space-y-1 text-neutral-800">
      <p>Gambar ini dipakai di:</p>
      <ul className="list-disc space-y-0.5 pl-5">
        {image.used_in?.map((use) => (
          <li key={`${use.place}-${use.name}`}>{describeImageUse(use)}</li>
        ))}
      </ul>
      <p>
        Jika dihapus, tempat itu kembali ke gambar bawaan website. Titik pemulihan dari sebelum penghapusan
        bisa mengembalikannya.
      </p>
    </div>
  );
}

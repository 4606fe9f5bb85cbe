import type { AssetPickerProps } from '@/components/image-field/asset-picker-context';
import { Dialog } from '@/components/ui/dialog';
import { AssetManager } from './asset-manager';

// The asset manager in select mode, opened by every image field: an image is always picked from the owner's assets.
export function AssetPickerDialog({ open, onOpenChange, category, onSelect, accept }: AssetPickerProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Pilih gambar"
      description="Ketuk gambar untuk memakainya, atau unggah gambar baru."
      size="xl"
    >
      <AssetManager initialCategory={category} onSelect={onSelect} accept={accept} />
    </Dialog>
  );
}

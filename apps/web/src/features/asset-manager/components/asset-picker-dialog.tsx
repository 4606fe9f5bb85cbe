import type { AssetPickerProps } from '@/components/image-field/asset-picker-context';
import { Dialog } from '@/components/ui/dialog';
import { AssetManager } from './asset-manager';

// The asset manager in select mode, opened by every image field (spec §2).
export function AssetPickerDialog({ open, onOpenChange, category, onSelect }: AssetPickerProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Choose an image"
      description="Tap an image to use it, or upload a new one."
      size="xl"
    >
      <AssetManager initialCategory={category} onSelect={onSelect} />
    </Dialog>
  );
}

import { lazy, type ReactNode, Suspense } from 'react';
import { AssetPickerContext, type AssetPickerProps } from '@/components/image-field/asset-picker-context';

const LazyPicker = lazy(async () => ({
  default: (await import('@/features/asset-manager/components/asset-picker-dialog')).AssetPickerDialog,
}));

// The asset manager's chunk loads the first time an owner opens the picker.
function AssetPicker(props: AssetPickerProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyPicker {...props} />
    </Suspense>
  );
}

// src/app composes features: image fields (shared) get the asset manager (a feature) through context.
export function AssetPickerProvider({ children }: { children: ReactNode }) {
  return <AssetPickerContext value={AssetPicker}>{children}</AssetPickerContext>;
}

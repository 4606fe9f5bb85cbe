import { type ComponentType, createContext, useContext } from 'react';

export type AssetPickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  // The asset category the library opens on (hero, menu, ...).
  category: string;
  onSelect: (url: string) => void;
  // Which files the upload button offers (an <input accept> value); any image when left out.
  accept?: string;
};

// The asset manager is a feature; src/app hands its picker dialog down so that this shared
// component never imports a feature.
export const AssetPickerContext = createContext<ComponentType<AssetPickerProps> | null>(null);

export function useAssetPicker(): ComponentType<AssetPickerProps> | null {
  return useContext(AssetPickerContext);
}

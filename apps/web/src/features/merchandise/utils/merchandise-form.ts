import {
  type MerchandiseItem,
  type MerchandiseItemInput,
  nextDisplayOrder,
  toRupiahInputText,
} from '@webku/contract';
import { blankToNull, toFormText } from '@/lib/form-values';

export type GalleryImageValues = { id?: number; image_url: string; alt_text: string };

export type MerchandiseFormValues = {
  name: string;
  description: string;
  price: string;
  display_order: string;
  is_active: boolean;
  images: GalleryImageValues[];
};

export function toMerchandiseFormValues(
  item: MerchandiseItem | null,
  all: readonly unknown[],
): MerchandiseFormValues {
  if (!item) {
    return {
      name: '',
      description: '',
      price: '',
      display_order: String(nextDisplayOrder(all)),
      is_active: true,
      images: [],
    };
  }
  return {
    name: item.name,
    description: toFormText(item.description),
    price: toRupiahInputText(item.price),
    display_order: String(item.display_order),
    is_active: item.is_active,
    images: [...item.images]
      .sort((a, b) => a.display_order - b.display_order)
      .map((image) => ({ id: image.id, image_url: image.image_url, alt_text: toFormText(image.alt_text) })),
  };
}

// The gallery's order on screen is the order on the site: display_order is the position, from 1.
export function toMerchandisePayload(values: MerchandiseItemInput, name: string): MerchandiseItemInput {
  const images = (values.images ?? []).map((image, index) => ({
    ...(image.id ? { id: image.id } : {}),
    image_url: image.image_url,
    alt_text: image.alt_text?.trim() || name,
    display_order: index + 1,
  }));
  return { ...blankToNull(values), name: values.name, images };
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export function coverImage(item: MerchandiseItem): string | null {
  return [...item.images].sort((a, b) => a.display_order - b.display_order)[0]?.image_url ?? null;
}

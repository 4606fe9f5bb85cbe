import type { MerchandiseItem, SectionSetting } from '@webku/contract';
import { type OrderableItem, orderableItem } from './order-model';
import { priceText } from './price';
import { byDisplayOrder, visibleMerchandise } from './sort-visible';
import { textOr, textOrNull } from './text';

export type GalleryImage = { src: string; alt: string };
export type MerchandiseView = {
  id: number;
  name: string;
  description: string | null;
  price: string | null;
  images: GalleryImage[];
  dialogId: string;
  /** 'Habis' / 'Sold out' while the owner marks it so (not orderable then); null when on sale. */
  soldOut: string | null;
  orderItem: OrderableItem;
};
export type MerchandiseModel = { title: string; description: string | null; items: MerchandiseView[] };

export function merchandiseImages(item: MerchandiseItem): GalleryImage[] {
  return byDisplayOrder(item.images)
    .filter((image) => image.image_url.trim() !== '')
    .map((image) => ({ src: image.image_url, alt: textOr(image.alt_text, item.name) }));
}

export function buildMerchandiseModel(
  setting: SectionSetting,
  items: readonly MerchandiseItem[],
  defaultTitle: string,
  soldOutLabel: string,
): MerchandiseModel {
  return {
    title: textOr(setting.title, defaultTitle),
    description: textOrNull(setting.description),
    items: visibleMerchandise(items).map((item) => ({
      id: item.id,
      name: item.name,
      description: textOrNull(item.description),
      price: priceText(item.price),
      images: merchandiseImages(item),
      dialogId: `merchandise-${item.id}`,
      soldOut: item.sold_out ? soldOutLabel : null,
      orderItem: orderableItem(`merchandise-${item.id}`, item),
    })),
  };
}

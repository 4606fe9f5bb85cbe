import type { MenuCategory, MenuItem, SectionSetting } from '@webku/contract';
import { type OrderableItem, orderableItem } from './order-model';
import { priceText } from './price';
import type { SiteTexts } from '../texts/site-texts';
import { visibleCategories, visibleMenuItems } from './sort-visible';
import { textOr, textOrNull } from './text';

export type MenuItemView = {
  id: number;
  name: string;
  description: string | null;
  price: string | null;
  image: string | null;
  /** The image the menu shows when this item is tapped. */
  stageImage: string | null;
  badges: string[];
  /** 'Habis' / 'Sold out' while the owner marks it so (not orderable then); null when on sale. */
  soldOut: string | null;
  orderItem: OrderableItem;
};
export type MenuCategoryView = {
  id: number;
  name: string;
  anchorId: string;
  stageImage: string | null;
  items: MenuItemView[];
};
export type MenuModel = {
  title: string;
  description: string | null;
  categories: MenuCategoryView[];
  driveLink: { label: string; href: string } | null;
};

export function itemBadges(item: Pick<MenuItem, 'is_best_seller' | 'is_recommended'>, texts: SiteTexts): string[] {
  const badges: string[] = [];
  if (item.is_best_seller) badges.push(texts.bestSeller);
  if (item.is_recommended) badges.push(texts.recommended);
  return badges;
}

// A category's picture: its own image, else the first of its items' images.
export function categoryStageImage(category: MenuCategory, items: readonly MenuItem[]): string | null {
  return textOrNull(category.image) ?? items.map((item) => textOrNull(item.image)).find(Boolean) ?? null;
}

/** The booking page with an offering picked, for the items the owner takes bookings for. */
export type MenuBooking = { label: string; href: (itemId: number) => string | null };

export function buildMenuCategory(
  category: MenuCategory,
  texts: SiteTexts,
  booking: MenuBooking | null = null,
): MenuCategoryView {
  const items = visibleMenuItems(category.menu_items);
  const stageImage = categoryStageImage(category, items);
  return {
    id: category.id,
    name: category.name,
    anchorId: `menu-category-${category.id}`,
    stageImage,
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      description: textOrNull(item.description),
      price: priceText(item.price),
      image: textOrNull(item.image),
      stageImage: textOrNull(item.image) ?? stageImage,
      badges: itemBadges(item, texts),
      soldOut: item.sold_out ? texts.soldOut : null,
      orderItem: withBooking(orderableItem(`menu-${item.id}`, item), item.id, booking),
    })),
  };
}

function withBooking(item: OrderableItem, id: number, booking: MenuBooking | null): OrderableItem {
  if (!booking) return item;
  const href = booking.href(id);
  return href ? { ...item, booking: { href, label: booking.label } } : item;
}

export function buildMenuModel(
  setting: SectionSetting,
  categories: readonly MenuCategory[],
  defaultTitle: string,
  texts: SiteTexts,
  booking: MenuBooking | null = null,
): MenuModel {
  const title = textOr(setting.title, defaultTitle);
  const driveUrl = textOrNull(setting.google_drive_menu_url);
  return {
    title,
    description: textOrNull(setting.description),
    categories: visibleCategories(categories).map((category) => buildMenuCategory(category, texts, booking)),
    driveLink: driveUrl ? { label: texts.driveLink(title), href: driveUrl } : null,
  };
}

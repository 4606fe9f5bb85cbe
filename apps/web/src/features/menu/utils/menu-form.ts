import {
  formatRupiah,
  type MenuCategory,
  type MenuCategoryInput,
  type MenuItem,
  type MenuItemInput,
  type MenuSuggestion,
  nextDisplayOrder,
  toCategorySlug,
  toRupiahInputText,
} from '@webku/contract';
import { blankToNull, toFormText } from '@/lib/form-values';

export type CategoryFormValues = {
  name: string;
  slug: string;
  display_order: string;
  is_active: boolean;
  image: string;
};

// A new category is active and goes to the end of the list.
export function toCategoryFormValues(
  category: MenuCategory | null,
  all: readonly unknown[],
): CategoryFormValues {
  if (!category)
    return { name: '', slug: '', display_order: String(nextDisplayOrder(all)), is_active: true, image: '' };
  return {
    name: category.name,
    slug: category.slug,
    display_order: String(category.display_order),
    is_active: category.is_active,
    image: toFormText(category.image),
  };
}

// The slug comes from the name for new categories, or when it was left empty.
export function toCategoryPayload(values: MenuCategoryInput, isNew: boolean): MenuCategoryInput {
  const slug = isNew || !values.slug?.trim() ? toCategorySlug(values.name) : values.slug;
  return { ...blankToNull(values), name: values.name, slug };
}

export type ItemFormValues = {
  name: string;
  description: string;
  price: string;
  image: string;
  category_id: string;
  display_order: string;
  is_active: boolean;
  is_best_seller: boolean;
  is_recommended: boolean;
};

export function toItemFormValues(
  item: MenuItem | null,
  all: readonly unknown[],
  defaultCategoryId: number | null,
): ItemFormValues {
  if (!item) {
    return {
      name: '',
      description: '',
      price: '',
      image: '',
      category_id: defaultCategoryId ? String(defaultCategoryId) : '',
      display_order: String(nextDisplayOrder(all)),
      is_active: true,
      is_best_seller: false,
      is_recommended: false,
    };
  }
  return {
    name: item.name,
    description: toFormText(item.description),
    price: toRupiahInputText(item.price),
    image: toFormText(item.image),
    category_id: String(item.category_id),
    display_order: String(item.display_order),
    is_active: item.is_active,
    is_best_seller: item.is_best_seller,
    is_recommended: item.is_recommended,
  };
}

export function toItemPayload(values: MenuItemInput): MenuItemInput {
  return { ...blankToNull(values), name: values.name };
}

export function itemsOfCategory(items: readonly MenuItem[], categoryId: number): MenuItem[] {
  return items.filter((item) => item.category_id === categoryId);
}

export function sortByDisplayOrder<T extends { display_order: number; id: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.display_order - b.display_order || a.id - b.id);
}

// The items list follows the menu as visitors see it: category by category, each in its own order.
export function sortItemsByCategory<T extends MenuItem>(
  items: readonly T[],
  categories: readonly MenuCategory[],
): T[] {
  const rank = new Map(sortByDisplayOrder(categories).map((category, index) => [category.id, index]));
  const unknown = categories.length;
  return [...items].sort(
    (a, b) =>
      (rank.get(a.category_id) ?? unknown) - (rank.get(b.category_id) ?? unknown) ||
      a.display_order - b.display_order ||
      a.id - b.id,
  );
}

// What a suggestion usually costs, for the owner: 'biasanya Rp 150.000 – Rp 300.000'.
export function priceRangeHint({
  price_min,
  price_max,
}: Pick<MenuSuggestion, 'price_min' | 'price_max'>): string {
  const low = formatRupiah(price_min);
  return price_max > price_min ? `biasanya ${low} – ${formatRupiah(price_max)}` : `biasanya ${low}`;
}

// The delete button is disabled while a category still has items; the server refuses too.
export function canDeleteMenuCategory(category: { menu_items?: readonly unknown[] | null }): boolean {
  return (category.menu_items?.length ?? 0) === 0;
}

import { DEFAULT_ASSET_CATEGORY, sectionDefinitions } from '@webku/contract';

// The library's folders: general, one per section editor that has one, and branding (logos, favicon).
export const ASSET_CATEGORIES: readonly string[] = [
  DEFAULT_ASSET_CATEGORY,
  ...sectionDefinitions().flatMap(({ assetCategory }) => (assetCategory ? [assetCategory] : [])),
  'branding',
];

// Not a valid upload category (those start with a letter or digit), so it never clashes with one.
export const BUILTIN_TAB = '~bawaan';

// A section editor's folder is named as the admin names the section ('Tentang Kami').
export function categoryLabel(category: string): string {
  if (category === BUILTIN_TAB) return 'Gambar bawaan';
  const section = sectionDefinitions().find(({ assetCategory }) => assetCategory === category);
  if (section) return section.admin.label;
  return category
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

// Known folders first, then any other folder the server reports, then the one asked for, then the built-ins.
export function categoryTabs(withImages: readonly string[] = [], requested?: string): string[] {
  const tabs: string[] = [...ASSET_CATEGORIES];
  for (const category of [...withImages, requested ?? '']) {
    if (category && category !== BUILTIN_TAB && !tabs.includes(category)) tabs.push(category);
  }
  return [...tabs, BUILTIN_TAB];
}

// The upload answer has been described as { uploaded } and as { count }; both are read.
export function uploadedCount(result: unknown, sent: number): number {
  const body = (result ?? {}) as { uploaded?: unknown; count?: unknown; images?: unknown };
  if (typeof body.uploaded === 'number') return body.uploaded;
  if (Array.isArray(body.uploaded)) return body.uploaded.length;
  if (typeof body.count === 'number') return body.count;
  if (Array.isArray(body.images)) return body.images.length;
  return sent;
}

export function uploadSuccessMessage(count: number): string {
  return `${count} images uploaded and compressed successfully`;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}

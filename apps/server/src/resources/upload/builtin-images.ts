import { builtinImageKeys, builtinImageUrl } from '@webku/content-packs';
import type { BuiltinImage } from '@webku/contract';
import type { Db } from '@webku/db';
import { loadCompanyArt } from '../../site-content/company-art';

// Indonesian words for the English parts of the image names.
const WORDS: Record<string, string> = {
  category: 'kategori',
  merch: 'merchandise',
  news: 'berita',
  store: 'toko',
};

// 'coffee/es-kopi-aren' -> 'Es Kopi Aren', 'coffee/category-2' -> 'Kategori 2'.
function labelOf(key: string): string {
  const name = key.split('/').at(-1) ?? key;
  return name
    .split('-')
    .map((part, i) => (i === 0 ? (WORDS[part] ?? part) : part))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

// The drawn images of the company's kind of business (the ones generation used), so an owner can go back to them.
export async function listBuiltinImages(
  db: Db,
  { companyId }: { companyId: number },
): Promise<BuiltinImage[]> {
  const art = await loadCompanyArt(db, companyId);
  if (!art) return [];
  return builtinImageKeys()
    .filter((key) => key.startsWith(`${art}/`))
    .map((key) => ({ key, full_url: builtinImageUrl(key), label: labelOf(key) }));
}

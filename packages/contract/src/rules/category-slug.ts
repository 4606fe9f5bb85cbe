import { stripDiacritics } from './strip-diacritics';

// A category's slug: its name trimmed and lowercased, whitespace to hyphens, every character other than a-z,
// 0-9 and '-' dropped. Diacritics are folded first so 'Café' keeps its 'e'.
export function toCategorySlug(name: string): string {
  return stripDiacritics(name.trim().toLowerCase())
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

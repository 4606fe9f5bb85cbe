import { stripDiacritics } from './strip-diacritics';

// Spec §5 rule; diacritics are folded first so 'Café' keeps its 'e'.
export function toCategorySlug(name: string): string {
  return stripDiacritics(name.trim().toLowerCase())
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

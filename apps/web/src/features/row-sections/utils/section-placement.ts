import {
  SECTION_KEYS,
  SECTIONS,
  type SectionKey,
  sectionsAbove,
  templateManifestOrDefault,
} from '@webku/contract';

// 'Hero, Menu dan Stores'
function listOf(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}`;
}

const isSectionKey = (key: string): key is SectionKey => (SECTION_KEYS as readonly string[]).includes(key);

/**
 * Where a section (About us) shows on the owner's template, named as the admin's navigation names the
 * sections above it. A section above may be switched off, so only the one always drawn (Hero) is said to
 * be "right" before it. Nothing to say of a section the templates do not place.
 */
export function sectionPlacement(template: string | null | undefined, key: string): string {
  if (!isSectionKey(key)) return '';
  const name = templateManifestOrDefault(template).name.id;
  const above = sectionsAbove(template, key);
  if (above === null) return `Template ${name} tidak menampilkan bagian ini.`;
  if (above.length === 0) return `Pada template ${name}, bagian ini tampil paling atas.`;
  if (above.length === 1 && above[0] === 'hero') {
    return `Pada template ${name}, bagian ini tampil tepat setelah bagian Hero.`;
  }
  return `Pada template ${name}, bagian ini tampil di bawah bagian ${listOf(above.map((shown) => SECTIONS[shown].admin.label))}.`;
}

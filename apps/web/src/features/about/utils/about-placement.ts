import { SECTIONS, sectionsAbove, templateManifestOrDefault } from '@webku/contract';

// 'Hero, Menu dan Stores'
function listOf(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}`;
}

/**
 * Where "Tentang Kami" shows on the owner's template, named as the admin's navigation names the sections
 * above it. A section above may be switched off, so only the one always drawn (Hero) is said to be "right"
 * before it.
 */
export function aboutPlacement(template: string | null | undefined): string {
  const name = templateManifestOrDefault(template).name.id;
  const above = sectionsAbove(template, 'about');
  if (above === null) return `Template ${name} tidak menampilkan bagian ini.`;
  if (above.length === 0) return `Pada template ${name}, bagian ini tampil paling atas.`;
  if (above.length === 1 && above[0] === 'hero') {
    return `Pada template ${name}, bagian ini tampil tepat setelah bagian Hero.`;
  }
  return `Pada template ${name}, bagian ini tampil di bawah bagian ${listOf(above.map((key) => SECTIONS[key].admin.label))}.`;
}

import type { ImageUse, SiteBackupContent } from '@webku/contract';
import { ROW_SECTIONS } from '@webku/sections/definitions';

/** Where the row sections show an image: 'Galeri “Teras depan”'. */
export function rowSectionImageUses(
  content: SiteBackupContent['row_sections'] | undefined,
): { url: string | null | undefined; place: ImageUse['place']; name: string }[] {
  return ROW_SECTIONS.flatMap((section) =>
    (content?.[section.key]?.rows ?? []).flatMap((row) =>
      section.imageFields.map((field) => {
        const name = row[section.nameField];
        return {
          url: row[field] as string | null | undefined,
          place: 'section' as const,
          name: typeof name === 'string' && name ? `${section.title.id} “${name}”` : section.title.id,
        };
      }),
    ),
  );
}

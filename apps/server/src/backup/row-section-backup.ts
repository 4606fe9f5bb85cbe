import {
  type BackupImageMap,
  indonesianErrorMap,
  issueMessage,
  type SiteBackupContent,
} from '@webku/contract';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { z } from 'zod';
import { ValidationError } from '../errors';
import { archiveMessages as m } from './archive-messages';

type RowSections = SiteBackupContent['row_sections'];
/**
 * Each known section's rows checked by its own backup schema (the message names the section and the
 * field). A section this server does not know (a backup from a newer version) is left out.
 */
export function checkRowSections(content: RowSections | undefined): RowSections {
  const checked: RowSections = {};
  for (const section of ROW_SECTIONS) {
    const part = content?.[section.key];
    if (!part) continue;
    const rows = z.array(section.schemas.backup).safeParse(part.rows, { error: indonesianErrorMap });
    if (!rows.success) {
      throw new ValidationError(m.invalidSite(`${section.title.id}: ${issueMessage(rows.error.issues[0])}`));
    }
    checked[section.key] = { settings: part.settings, rows: rows.data };
  }
  return checked;
}

/** The row sections' image fields rewritten by the backup's rule (an image mapped to null is cleared). */
export function mapRowSectionImages(content: RowSections | undefined, map: BackupImageMap): RowSections {
  return Object.fromEntries(
    Object.entries(content ?? {}).map(([key, part]) => {
      const fields = ROW_SECTIONS.find((section) => section.key === key)?.imageFields ?? [];
      const rows = part.rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([name, value]) => [
            name,
            fields.includes(name) ? map.url(value as string | null) : value,
          ]),
        ),
      );
      return [key, { ...part, rows }];
    }),
  );
}

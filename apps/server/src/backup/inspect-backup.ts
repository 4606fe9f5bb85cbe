import {
  backupImagePath,
  indonesianErrorMap,
  issueMessage,
  SITE_BACKUP_FILE,
  SITE_BACKUP_FORMAT,
  SITE_BACKUP_FORMAT_VERSION,
  type SiteBackup,
  siteBackupSchema,
} from '@webku/contract';
import { ValidationError } from '../errors';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/parse-body';
import type { ArchiveLimits } from './archive-limits';
import { archiveMessages as m } from './archive-messages';
import { type Archive, openArchive } from './read-archive';
import { checkRowSections } from './row-section-backup';

export type InspectedBackup = { backup: SiteBackup; archive: Archive };

/** Opens an uploaded backup and checks all of it except the image bytes; the caller closes it. */
export async function inspectBackup(path: string, limits: ArchiveLimits): Promise<InspectedBackup> {
  const archive = await openArchive(path, limits);
  try {
    if (!archive.names.has(SITE_BACKUP_FILE)) throw new ValidationError(m.noSiteJson);
    const backup = parseSiteJson(await archive.read(SITE_BACKUP_FILE));
    const listed = new Set(backup.images.map(backupImagePath));
    for (const path of listed) if (!archive.names.has(path)) throw new ValidationError(m.missingImage(path));
    for (const name of archive.names)
      if (name !== SITE_BACKUP_FILE && !listed.has(name)) throw new ValidationError(m.unlistedImage(name));
    return { backup, archive };
  } catch (error) {
    archive.close();
    throw error;
  }
}

function parseSiteJson(bytes: Buffer): SiteBackup {
  const text = bytes.toString('utf8');
  // A site nests a few levels; parsing megabytes of '[' would hold the event loop for a second.
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new ValidationError(m.badJson);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ValidationError(m.badJson);
  }
  const head = (json ?? {}) as { format?: unknown; format_version?: unknown };
  if (head.format !== SITE_BACKUP_FORMAT) throw new ValidationError(m.wrongFormat);
  if (head.format_version !== SITE_BACKUP_FORMAT_VERSION)
    throw new ValidationError(m.wrongVersion(head.format_version, SITE_BACKUP_FORMAT_VERSION));
  const parsed = siteBackupSchema.safeParse(json, { error: indonesianErrorMap });
  if (!parsed.success) throw new ValidationError(m.invalidSite(issueMessage(parsed.error.issues[0])));
  const { content } = parsed.data;
  return { ...parsed.data, content: { ...content, row_sections: checkRowSections(content.row_sections) } };
}

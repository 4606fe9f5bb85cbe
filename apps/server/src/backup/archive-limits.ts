// Bounds on an uploaded backup: generous for a real site, fatal to a zip bomb.
export type ArchiveLimits = {
  /** The upload itself, as sent. */
  maxArchiveBytes: number;
  maxEntries: number;
  /** One entry, uncompressed (site.json or one image). */
  maxEntryBytes: number;
  /** All entries together, uncompressed. */
  maxTotalBytes: number;
  /** Uncompressed over compressed size of one entry, checked above RATIO_FLOOR_BYTES. */
  maxRatio: number;
};

export const RATIO_FLOOR_BYTES = 64 * 1024;

// Derived from the upload settings: a backup holds at most a quota's worth of originals.
export function archiveLimits(uploads: { maxBytes: number; quotaBytes: number }): ArchiveLimits {
  return {
    maxArchiveBytes: uploads.quotaBytes + 16 * 1024 * 1024,
    maxEntries: 5_001,
    maxEntryBytes: Math.max(uploads.maxBytes, 8 * 1024 * 1024),
    maxTotalBytes: uploads.quotaBytes + 16 * 1024 * 1024,
    maxRatio: 100,
  };
}

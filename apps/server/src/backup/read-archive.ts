import type { Readable } from 'node:stream';
import { type Entry, open, type ZipFile } from 'yauzl';
import { PayloadTooLargeError, ValidationError } from '../errors';
import { type ArchiveLimits, RATIO_FLOOR_BYTES } from './archive-limits';
import { archiveMessages as m } from './archive-messages';

export type Archive = {
  /** Entry names (files only), each checked: safe path, no link, no duplicate, sizes within limits. */
  names: Set<string>;
  /** The whole entry; its declared size was checked, and yauzl fails if the data is longer. */
  read: (name: string) => Promise<Buffer>;
  close: () => void;
};

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const ALLOWED = /^(?:site\.json|images\/[a-z0-9][a-z0-9-]{0,39}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199})$/;

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    // Names are checked here, with our own messages; yauzl checks every entry's real size.
    open(
      path,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => (error || !zip ? reject(new ValidationError(m.notZip)) : resolve(zip)),
    ),
  );
}

/** Reads the central directory and refuses the archive on the first hostile sign. */
export async function openArchive(path: string, limits: ArchiveLimits): Promise<Archive> {
  const zip = await openZip(path);
  try {
    if (zip.entryCount > limits.maxEntries)
      throw new PayloadTooLargeError(m.tooManyEntries(limits.maxEntries));
    const entries = await listEntries(zip, limits);
    return {
      names: new Set(entries.keys()),
      read: (name) => readEntry(zip, entries.get(name)!),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function listEntries(zip: ZipFile, limits: ArchiveLimits): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  const seen = new Set<string>();
  let total = 0;
  return new Promise((resolve, reject) => {
    zip.on('error', (error: Error) => reject(new ValidationError(m.corrupt(error.message))));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      try {
        const name = (entry.fileName as unknown as Buffer).toString('utf8');
        checkEntry(entry, name, limits, seen);
        total += entry.uncompressedSize;
        if (total > limits.maxTotalBytes)
          throw new PayloadTooLargeError(m.totalTooLarge(limits.maxTotalBytes));
        if (!name.endsWith('/')) entries.set(name, entry);
        zip.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    zip.readEntry();
  });
}

function checkEntry(entry: Entry, name: string, limits: ArchiveLimits, seen: Set<string>) {
  const segments = name.split('/');
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name) || name.includes('\\') || segments.includes('..'))
    throw new ValidationError(m.unsafePath(name.slice(0, 120)));
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
    throw new ValidationError(m.symlink(name.slice(0, 120)));
  const key = name.toLowerCase();
  if (seen.has(key)) throw new ValidationError(m.duplicate(name.slice(0, 120)));
  seen.add(key);
  if (name.endsWith('/')) return;
  if (!ALLOWED.test(name)) throw new ValidationError(m.unknownEntry(name.slice(0, 120)));
  if (entry.uncompressedSize > limits.maxEntryBytes)
    throw new PayloadTooLargeError(m.entryTooLarge(name, limits.maxEntryBytes));
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize > RATIO_FLOOR_BYTES && ratio > limits.maxRatio)
    throw new PayloadTooLargeError(m.ratio(name));
}

function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream?: Readable) => {
      if (error || !stream) return reject(new ValidationError(m.corrupt(error?.message ?? 'entry')));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (e: Error) => reject(new ValidationError(m.corrupt(e.message))));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import {
  assertSafeKey,
  assertSafePrefix,
  type StorageProvider,
  type StoredObject,
  type StoredObjectInfo,
  UnsafeStorageKeyError,
} from './storage-provider';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

// Files under one root directory; the content type follows from the (server-chosen) extension.
export class LocalDiskStorage implements StorageProvider {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, path);
  }

  async get(key: string): Promise<StoredObject | null> {
    const info = await this.stat(key);
    if (!info) return null;
    const stream = Readable.toWeb(createReadStream(this.pathOf(key))) as ReadableStream<Uint8Array>;
    return { ...info, body: stream };
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const contentType = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
    return { size: info.size, contentType, lastModified: info.mtime };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    const dir = this.pathOf(assertSafePrefix(prefix).slice(0, -1));
    const files = await listFiles(dir);
    await rm(dir, { recursive: true, force: true });
    return files.length;
  }

  async usage(prefix: string): Promise<number> {
    const dir = this.pathOf(assertSafePrefix(prefix).slice(0, -1));
    let total = 0;
    for (const file of await listFiles(dir)) total += (await stat(file).catch(() => null))?.size ?? 0;
    return total;
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, assertSafeKey(key));
    if (!path.startsWith(this.root + sep)) throw new UnsafeStorageKeyError(key);
    return path;
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

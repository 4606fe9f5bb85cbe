import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import type { Context } from 'hono';
import { BadRequestError, PayloadTooLargeError } from '../errors';
import { archiveMessages as m } from './archive-messages';

/** Streams the request body to a private temporary file (never whole in memory) and runs `use` on it. */
export async function withReceivedArchive<T>(
  c: Context,
  maxBytes: number,
  use: (path: string) => Promise<T>,
): Promise<T> {
  if (Number(c.req.header('content-length') ?? 0) > maxBytes)
    throw new PayloadTooLargeError(m.tooLarge(maxBytes));
  const body = c.req.raw.body;
  if (!body) throw new BadRequestError('Pilih berkas cadangan (.zip) untuk diunggah');
  const dir = await mkdtemp(join(tmpdir(), 'webku-backup-'));
  try {
    const path = join(dir, 'backup.zip');
    let size = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > maxBytes ? new PayloadTooLargeError(m.tooLarge(maxBytes)) : null, chunk);
      },
    });
    await pipeline(Readable.fromWeb(body as ReadableStream), cap, createWriteStream(path, { mode: 0o600 }));
    if (size === 0) throw new BadRequestError('Pilih berkas cadangan (.zip) untuk diunggah');
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const unbrotliAsync = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

// Levels chosen by measurement on the 80 KB demo home page (decision 004): brotli 5 takes about 1.8 ms
// for 11.7 KB where 10 takes 47 ms for 11.0 KB; gzip 6 is as small as gzip 9 and cheaper. Both run on
// zlib's thread pool, never on the event loop.
export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;

export function brotli(bytes: Buffer): Promise<Buffer> {
  return brotliAsync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

export function gzipped(bytes: Buffer): Promise<Buffer> {
  return gzipAsync(bytes, { level: GZIP_LEVEL });
}

// zlib hands back an output that fits one chunk as a view of its whole 16 KB chunk: a cache keeping
// it would hold the chunk. The copy holds only the bytes.
const exact = (bytes: Buffer): Buffer =>
  bytes.byteLength === bytes.buffer.byteLength ? bytes : Buffer.from(bytes);

export function acceptedEncoding(header: string | undefined): Encoding {
  const accepts = header ?? '';
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
}

// A cached answer kept compressed, once: brotli made when it is cached (what every current browser
// takes), gzip made on its first request and then kept, the plain bytes decoded for the rare client
// that takes neither. `size` is what it holds in memory; `onGrow` tells its cache when gzip is added.
export class CompressedBody {
  #gzip: Buffer | undefined;
  #gzipping: Promise<Buffer> | undefined;
  onGrow: (() => void) | undefined;

  private constructor(
    readonly br: Buffer,
    readonly etag: string,
  ) {}

  static async of(bytes: Buffer): Promise<CompressedBody> {
    const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
    return new CompressedBody(exact(await brotli(bytes)), etag);
  }

  /** An answer compressed earlier and kept elsewhere (a stored page): its brotli bytes and their etag. */
  static stored(br: Buffer, etag: string): CompressedBody {
    return new CompressedBody(br, etag);
  }

  get size(): number {
    return this.br.length + (this.#gzip?.length ?? 0) + this.etag.length;
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'br') return Promise.resolve(this.br);
    if (encoding === 'identity') return unbrotliAsync(this.br);
    this.#gzipping ??= unbrotliAsync(this.br)
      .then(gzipped)
      .then((zipped) => {
        const bytes = exact(zipped);
        this.#gzip = bytes;
        this.onGrow?.();
        return bytes;
      });
    return this.#gzipping;
  }
}

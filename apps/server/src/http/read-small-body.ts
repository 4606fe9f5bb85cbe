import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { PayloadTooLargeError } from '../errors';

/**
 * A small request body as text, refused with a 413 beyond `maxBytes` (declared or actually sent).
 * Over a socket it is read straight from Node's request: a Web Request with a streamed body costs
 * several times a whole cached page, and a beacon arrives with every page view.
 */
export async function readSmallBody(c: Context, maxBytes: number, tooLarge: string): Promise<string> {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming) return readIncoming(incoming, maxBytes, tooLarge);
  if (Number(c.req.header('content-length') ?? 0) > maxBytes) throw new PayloadTooLargeError(tooLarge);
  const text = await c.req.text();
  if (Buffer.byteLength(text) > maxBytes) throw new PayloadTooLargeError(tooLarge);
  return text;
}

/** The same from Node's request itself; the rest of a body refused half-way is left unread. */
export function readIncoming(incoming: IncomingMessage, maxBytes: number, tooLarge: string): Promise<string> {
  if (Number(incoming.headers['content-length'] ?? 0) > maxBytes)
    return Promise.reject(new PayloadTooLargeError(tooLarge));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      incoming.off('data', onData).off('end', onEnd).off('error', reject);
      reject(new PayloadTooLargeError(tooLarge));
    };
    const onEnd = () =>
      resolve(chunks.length === 1 ? chunks[0]!.toString() : Buffer.concat(chunks).toString());
    incoming.on('data', onData).on('end', onEnd).on('error', reject);
  });
}

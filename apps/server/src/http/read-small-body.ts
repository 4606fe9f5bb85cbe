import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { PayloadTooLargeError } from './errors';

/**
 * A small request body as text, refused with a 413 beyond `maxBytes` (declared or actually sent).
 * Over a socket it is read straight from Node's request: a Web Request with a streamed body costs
 * several times a whole cached page, and a beacon arrives with every page view.
 */
export async function readSmallBody(c: Context, maxBytes: number, tooLarge: string): Promise<string> {
  if (Number(c.req.header('content-length') ?? 0) > maxBytes) throw new PayloadTooLargeError(tooLarge);
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) {
    const text = await c.req.text();
    if (Buffer.byteLength(text) > maxBytes) throw new PayloadTooLargeError(tooLarge);
    return text;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new PayloadTooLargeError(tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

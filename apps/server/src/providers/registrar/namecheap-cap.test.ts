import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeNamecheap, startFakeNamecheap } from '../../../../../tests/fakes/namecheap-server';
import { namecheapOptionsFor } from '../../../../../tests/support/server/namecheap-options';
import { NamecheapRegistrar } from './namecheap';
import { MAX_RESPONSE_BYTES } from './namecheap-response';
import { RegistrarError } from './registrar-provider';

// A server that answers every request with an endless chunked body (no content-length), writing as
// fast as the client takes it, and counts what it managed to send before the client hung up.
let server: Server;
let apiUrl: string;
let namecheap: FakeNamecheap;
const sent: Promise<number>[] = [];

beforeAll(async () => {
  namecheap = await startFakeNamecheap();
  const chunk = Buffer.alloc(16 * 1024, 'a');
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/xml' });
    sent.push(
      new Promise((resolve) => {
        const pump = () => {
          while (!response.destroyed && response.write(chunk));
        };
        response.on('drain', pump);
        response.on('close', () => resolve(response.socket?.bytesWritten ?? Number.NaN));
        response.socket?.on('close', () => resolve(response.socket?.bytesWritten ?? Number.NaN));
        pump();
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xml.response`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await namecheap.close();
});

describe('Namecheap answers larger than the cap', () => {
  it('stops reading an endless chunked answer at the cap and closes the connection', async () => {
    // A timeout far beyond the test's own: only the cap can end this call in time.
    const registrar = new NamecheapRegistrar({ ...namecheapOptionsFor(namecheap, 600_000), apiUrl });
    const error = await registrar.lookup('kopisenja.com').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RegistrarError);
    expect(error).toMatchObject({
      failure: 'unreachable',
      message: `Namecheap answered more than ${MAX_RESPONSE_BYTES} bytes`,
    });
    // The server saw the connection close: what it wrote is the cap plus what the socket buffers
    // held, never the whole stream.
    const bytes = await sent[0]!;
    expect(bytes).toBeGreaterThan(MAX_RESPONSE_BYTES);
    expect(bytes).toBeLessThan(16 * 1024 * 1024);
  }, 20_000);
});

import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';

// A malformed Host header is refused before any route builds a URL or a cache key from it.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

// HTTP/1.0 allows a request without a Host header; node:http always sends one.
function withoutHost(path: string): Promise<string> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(`GET ${path} HTTP/1.0\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('error', reject);
  });
}

describe('the Host header guard', () => {
  it('answers 400 with a message naming the header for a host no URL can be built from', async () => {
    for (const host of ['kopi..senja.id', '-kopi.id', `${'a'.repeat(64)}.id`, 'kopi.id:0']) {
      const res = await t.getAs(host, '/healthz');
      expect(res.status, host).toBe(400);
      expect(JSON.parse(res.text), host).toEqual({
        message: 'Header Host tidak valid: gunakan nama domain atau alamat IP yang benar.',
      });
    }
  });

  it('lets a valid host through to the route', async () => {
    const res = await t.getAs(new URL(t.url).host, '/healthz');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ status: 'ok' });
  });

  it('leaves a request without a Host header to the routes', async () => {
    const answer = await withoutHost('/healthz');
    expect(answer).toMatch(/^HTTP\/1\.[01] 200 /);
    expect(answer).toContain('{"status":"ok"}');
  });
});

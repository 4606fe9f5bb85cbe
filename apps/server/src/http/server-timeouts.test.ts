import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

// A short limit keeps the test quick; production defaults to 30 s (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS).
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000' });
});
afterAll(() => t?.close());

type Outcome = { reply: string; closedAfterMs: number };

// Opens a raw connection, sends `head` at once and then one byte of `drip` every 100 ms, until the
// server closes the connection (or 10 s pass).
function trickle(head: string, drip: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(t.url).port), '127.0.0.1');
    let reply = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < drip.length && socket.writable) socket.write(drip[sent++]!);
    }, 100);
    const giveUp = setTimeout(
      () => socket.destroy(new Error('the server kept the slow request open')),
      10_000,
    );
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
    });
    socket.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ reply, closedAfterMs: Date.now() - started });
    });
  });
}

describe('server timeouts', () => {
  it('cuts a request whose body arrives too slowly with 408', async () => {
    const body = JSON.stringify({ email: 'lambat@contoh.id', password: 'x'.repeat(200) });
    const { reply, closedAfterMs } = await trickle(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('cuts a request whose headers arrive too slowly', async () => {
    const { reply, closedAfterMs } = await trickle(
      'GET /healthz HTTP/1.1\r\n',
      `X-Lambat: ${'a'.repeat(100)}`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('still answers requests that arrive in time', async () => {
    expect((await t.api('/healthz')).status).toBe(200);
  });
});

import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testJpeg } from '../../../../tests/support/server/backup-archives';
import { type OwnerWithSite, ownerWithSite } from '../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';
import { SLOW_BODY_MESSAGE } from './server-options';

// A short limit keeps the test quick; production defaults to 30 s (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS).
let t: TestServer;
let owner: OwnerWithSite;
beforeAll(async () => {
  t = await startTestServer({
    REQUEST_TIMEOUT_MS: '1000',
    HEADERS_TIMEOUT_MS: '1000',
    UPLOAD_TIMEOUT_MS: '8000',
  });
  owner = await ownerWithSite(t);
});
afterAll(() => t?.close());

type Outcome = { reply: string; closedAfterMs: number };

// Opens a raw connection, sends `head` at once and then one of `parts` every `gapMs`, until the server
// closes the connection (or 10 s pass).
function trickle(head: string, parts: Array<string | Buffer>, gapMs = 100): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(t.url).port), '127.0.0.1');
    let reply = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < parts.length && socket.writable) socket.write(parts[sent++]!);
    }, gapMs);
    const giveUp = setTimeout(
      () => socket.destroy(new Error('the server kept the slow request open')),
      10_000,
    );
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      // An answer that keeps the connection open is complete once its body has arrived.
      if (/\r\n\r\n\{.*\}$/s.test(reply) && !/connection: close/i.test(reply)) socket.end();
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

// A multipart upload of one photo, its head and its body in `count` parts.
async function photoUpload(count: number) {
  const boundary = 'batasfoto';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    await testJpeg('#c8763a', 400),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const head =
    `POST /api/admin/upload/image HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${owner.token}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`;
  const size = Math.ceil(body.length / count);
  const parts = Array.from({ length: count }, (_, i) => body.subarray(i * size, (i + 1) * size));
  return { head, parts };
}

describe('server timeouts', () => {
  it('cuts a request whose body arrives too slowly with 408', async () => {
    const body = JSON.stringify({ email: 'lambat@contoh.id', password: 'x'.repeat(200) });
    const { reply, closedAfterMs } = await trickle(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      [...body],
    );
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(reply).toContain(JSON.stringify({ message: SLOW_BODY_MESSAGE }));
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('cuts a request whose headers arrive too slowly', async () => {
    const { reply, closedAfterMs } = await trickle('GET /healthz HTTP/1.1\r\n', [
      ...`X-Lambat: ${'a'.repeat(100)}`,
    ]);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('lets a photo upload take longer than the request limit while its bytes keep coming', async () => {
    // 25 parts 100 ms apart: 2.5 s in all, over REQUEST_TIMEOUT_MS, never a pause near it.
    const { head, parts } = await photoUpload(25);
    const { reply, closedAfterMs } = await trickle(head, parts);
    expect(reply).toMatch(/^HTTP\/1\.1 201/);
    expect(closedAfterMs).toBeGreaterThan(2_000);
  });

  it('lets a backup reach the import the same way, which then judges the archive', async () => {
    const body = Buffer.alloc(25_000, 'x');
    const head =
      `POST /api/admin/data/backup/import HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${owner.token}\r\n` +
      `Content-Type: application/zip\r\nContent-Length: ${body.length}\r\n\r\n`;
    const parts = Array.from({ length: 25 }, (_, i) => body.subarray(i * 1000, (i + 1) * 1000));
    const { reply } = await trickle(head, parts);
    expect(reply).toMatch(/^HTTP\/1\.1 4(?:00|22)/);
    expect(reply).toMatch(/zip/i);
  });

  it('cuts an upload that stops sending for longer than the request limit', async () => {
    const { head, parts } = await photoUpload(2);
    const { reply, closedAfterMs } = await trickle(head, parts.slice(0, 1), 100);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(reply).toContain(JSON.stringify({ message: SLOW_BODY_MESSAGE }));
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('still answers requests that arrive in time', async () => {
    expect((await t.api('/healthz')).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';
import { createOwner } from '../../../../tests/support/server/upload';

// A form of hundreds of thousands of tiny fields is refused by counting its parts, before any parser
// builds an entry for each (300,000 fields held the event loop for about a second).
let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer({ RATE_LIMIT_UPLOAD_FILES: '100000/1m', RATE_LIMIT_DEV_SIGN_IN: '100000/1m' });
  ({ token } = await createOwner(t));
});
afterAll(() => t?.close());

function multipart(fields: number, boundary = 'b0undary'): string {
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="f"\r\n\r\nx\r\n`;
  return `${part.repeat(fields)}--${boundary}--\r\n`;
}

const sendUpload = (fields: number) =>
  t.api('/api/admin/upload/images', {
    method: 'POST',
    token,
    headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
    body: multipart(fields),
  });

describe('form bodies', () => {
  it('refuses an upload of 300,000 fields with 413 and a message', async () => {
    const res = await sendUpload(300_000);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Formulir berisi terlalu banyak isian: maksimal 24' });
  });

  it('still reads an upload form of a few fields (and says what is missing)', async () => {
    const res = await sendUpload(3);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toMatch(/^Pilih gambar/);
  });

  it('refuses a URL-encoded form of 100,000 fields on the development sign-in', async () => {
    const res = await t.api('/api/auth/dev/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Array(100_000).fill('a=1').join('&'),
    });
    expect(res.status).toBe(413);
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '../../../../../tests/fixtures/images/make-images';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import {
  createOwner,
  json,
  listStoredFiles,
  type Owner,
  STORED_FILE,
  upload,
} from '../../../../../tests/support/server/upload';

const NOT_ALLOWED = 'Hanya gambar JPEG, PNG, WebP, GIF atau AVIF yang diterima';
const UNREADABLE = 'Berkas tidak bisa dibaca sebagai gambar';

let t: TestServer;
let dir: string;
let alice: Owner;
let bob: Owner;
let bobImage: { filename: string; full_url: string };
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'webku-hostile-'));
  t = await startTestServer({ STORAGE_DIR: dir });
  alice = await createOwner(t);
  bob = await createOwner(t);
  const res = await upload(t, bob.token, '/api/admin/upload/image', [
    { bytes: await fixtures.photoJpeg(400, 300), name: 'bob.jpg' },
  ]);
  bobImage = (await json<{ data: typeof bobImage }>(res)).data;
});
afterAll(async () => {
  // Whatever was thrown at it, only originals and variants inside a company's prefix exist.
  const files = listStoredFiles(dir);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) expect(file).toMatch(STORED_FILE);
  expect(
    files.every(
      (f) => f.startsWith(`companies/${alice.companyId}/`) || f.startsWith(`companies/${bob.companyId}/`),
    ),
  ).toBe(true);
  expect((await t.api('/healthz')).status).toBe(200);
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function expectRefused(bytes: Buffer, name: string, status: number, message: string) {
  const before = listStoredFiles(dir).length;
  const res = await upload(t, alice.token, '/api/admin/upload/image', [{ bytes, name }]);
  expect(res.status).toBe(status);
  expect(await json(res)).toEqual({ message });
  expect(listStoredFiles(dir)).toHaveLength(before);
}

// A raw request, so '..' and encoded slashes reach the server exactly as written.
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(t.url);
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('hostile uploads', () => {
  it('refuses files that are not allowed images, whatever their name says', async () => {
    await expectRefused(Buffer.from(fixtures.HOSTILE_TEXT.php), 'shell.jpg', 422, NOT_ALLOWED);
    await expectRefused(Buffer.from(fixtures.HOSTILE_TEXT.svg), 'logo.svg', 422, NOT_ALLOWED);
    await expectRefused(Buffer.from(fixtures.HOSTILE_TEXT.html), 'page.png', 422, NOT_ALLOWED);
    await expectRefused(fixtures.zipArchive(), 'photos.jpg', 422, NOT_ALLOWED);
    await expectRefused(Buffer.from(fixtures.HOSTILE_TEXT.gifJs, 'latin1'), 'x.gif', 422, UNREADABLE);
  });

  it('refuses a truncated JPEG', async () => {
    await expectRefused(await fixtures.truncatedJpeg(), 'half.jpg', 422, UNREADABLE);
  });

  it('refuses a 20000x20000 PNG bomb from its header, without decoding it', async () => {
    const bomb = fixtures.pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    await expectRefused(bomb, 'bomb.png', 422, 'Gambar terlalu besar: maksimal 40 megapiksel');
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('accepts a JPEG with a PHP/HTML payload appended, and stores only clean re-encoded pixels', async () => {
    const polyglot = await fixtures.polyglotJpeg();
    const res = await upload(t, alice.token, '/api/admin/upload/image', [
      { bytes: polyglot, name: 'x.php.jpg' },
    ]);
    expect(res.status).toBe(201);
    const { data } = await json<{ data: { filename: string } }>(res);
    const stem = data.filename.split('.')[0]!;
    const files = listStoredFiles(dir).filter((f) => f.includes(stem));
    expect(files.length).toBe(2);
    for (const file of files) {
      const bytes = readFileSync(join(dir, file));
      expect(bytes.toString('latin1')).not.toMatch(/<\?php|<script|<html/i);
      expect((await sharp(bytes).metadata()).width).toBeGreaterThan(0);
    }
  });

  it('refuses a whole batch when one file is bad, naming the file, and stores none of it', async () => {
    const before = listStoredFiles(dir).length;
    const res = await upload(t, alice.token, '/api/admin/upload/images', [
      { bytes: await fixtures.photoJpeg(200, 100), name: 'ok.jpg' },
      { bytes: Buffer.from(fixtures.HOSTILE_TEXT.php), name: '<b>evil</b>.jpg' },
    ]);
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({ message: `File 2 (bevilb.jpg): ${NOT_ALLOWED}` });
    expect(listStoredFiles(dir)).toHaveLength(before);
  });

  it('refuses categories that are not a safe folder name', async () => {
    for (const category of ['../etc', 'a/b', 'Menu Items', 'x'.repeat(41), '..']) {
      const res = await upload(
        t,
        alice.token,
        '/api/admin/upload/image',
        [{ bytes: await fixtures.photoJpeg(40, 30), name: 'a.jpg' }],
        { category },
      );
      expect(res.status, category).toBe(422);
      expect((await json<{ message: string }>(res)).message).toMatch(/Kategori/);
    }
  });

  it("refuses delete names that climb, and cannot delete another company's image", async () => {
    const del = (filename: string) =>
      t.api('/api/admin/upload/image/delete', { method: 'DELETE', token: alice.token, json: { filename } });
    const climbing = [
      '../x.jpg',
      `../../${bob.companyId}/general/${bobImage.filename}`,
      `companies/${bob.companyId}/general/${bobImage.filename}`,
      'general/../x.jpg',
      'x\\y.jpg',
      'x\0.jpg',
      '/etc/passwd',
      '..',
    ];
    for (const filename of climbing) {
      const res = await del(filename);
      expect(res.status, filename).toBe(422);
      expect((await json<{ message: string }>(res)).message).toMatch(/Nama file/);
    }
    for (const filename of [bobImage.filename, `general/${bobImage.filename}`]) {
      const res = await del(filename);
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: 'Gambar tidak ditemukan' });
    }
    expect((await t.api(bobImage.full_url)).status).toBe(200);
  });

  it('serves nothing for media paths that climb, are encoded or name another company', async () => {
    const paths = [
      `/media/u/${alice.companyId}/general/..%2F..%2F..%2Fetc%2Fpasswd`,
      `/media/u/${alice.companyId}/general/%2e%2e%2f${bobImage.filename}`,
      `/media/u/${alice.companyId}/general/${bobImage.filename}`,
      `/media/u/${bob.companyId}/menu/${bobImage.filename}`,
      `/media/u/${bob.companyId}/general/${bobImage.filename.replace('.jpg', '.w320.webp')}`,
      `/media/u/99999999999/general/${bobImage.filename}`,
    ];
    for (const path of paths) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(404);
      expect(res.body).not.toContain('root:');
    }
    // Dot segments are resolved by URL parsing before routing; they can only land on another route.
    const dotted = await rawGet(`/media/u/${alice.companyId}/general/../../../../../../etc/passwd`);
    expect(dotted.body).not.toContain('root:');
  });

  it('answers 413 for a file over 10 MB', async () => {
    const big = Buffer.concat([await fixtures.photoJpeg(100, 100), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    await expectRefused(big, 'huge.jpg', 413, 'File terlalu besar: maksimal 10 MB per gambar');
  });

  it('answers 401 without a token on every upload route', async () => {
    const bytes = await fixtures.photoJpeg(40, 30);
    expect((await upload(t, undefined, '/api/admin/upload/image', [{ bytes, name: 'a.jpg' }])).status).toBe(
      401,
    );
    expect((await upload(t, undefined, '/api/admin/upload/images', [{ bytes, name: 'a.jpg' }])).status).toBe(
      401,
    );
    expect((await t.api('/api/admin/upload/images/list')).status).toBe(401);
    const del = await t.api('/api/admin/upload/image/delete', {
      method: 'DELETE',
      json: { filename: bobImage.filename },
    });
    expect(del.status).toBe(401);
    expect(await json(del)).toEqual({ message: 'Unauthenticated' });
  });
});

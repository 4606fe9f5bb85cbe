import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_MAX_FILES } from '@webku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '../../../../../tests/fixtures/images/make-images';
import { expectTooMany } from '../../../../../tests/support/server/rate-limit';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import { createOwner, json, listStoredFiles, upload } from '../../../../../tests/support/server/upload';

// What an owner sending the upload form is told: the batch size, the exact file-size limit, which file
// of a batch is wrong, and how many files a minute the company may send.
const MAX_BYTES = 200 * 1024;
const FILES_PER_MINUTE = 25;
const NOT_ALLOWED = 'Hanya gambar JPEG, PNG, WebP, GIF atau AVIF yang diterima';

let t: TestServer;
let dir: string;
let png: { bytes: Buffer; name: string; type: string };
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'webku-upload-form-'));
  t = await startTestServer({
    STORAGE_DIR: dir,
    UPLOAD_MAX_BYTES: String(MAX_BYTES),
    RATE_LIMIT_UPLOAD_FILES: `${FILES_PER_MINUTE}/1m`,
  });
  png = { bytes: await fixtures.transparentPng(8, 8), name: 'ikon.png', type: 'image/png' };
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const messageOf = async (res: Response) => (await json<{ message: string }>(res)).message;

describe('the upload form', () => {
  it(`takes at most ${UPLOAD_MAX_FILES} images in one upload`, async () => {
    const owner = await createOwner(t);
    const tooMany = await upload(
      t,
      owner.token,
      '/api/admin/upload/images',
      Array(UPLOAD_MAX_FILES + 1).fill(png),
    );
    expect(tooMany.status).toBe(422);
    expect(await messageOf(tooMany)).toBe(`Maksimal ${UPLOAD_MAX_FILES} gambar per unggahan`);
    const exactly = await upload(
      t,
      owner.token,
      '/api/admin/upload/images',
      Array(UPLOAD_MAX_FILES).fill(png),
    );
    expect(exactly.status).toBe(201);
    expect((await json<{ data: { uploaded: number } }>(exactly)).data.uploaded).toBe(UPLOAD_MAX_FILES);
  });

  it('accepts a file of exactly UPLOAD_MAX_BYTES and refuses one byte more', async () => {
    const owner = await createOwner(t);
    const photo = await fixtures.photoJpeg(300, 200);
    // Bytes after the JPEG's end marker are ignored by the decoder and dropped by re-encoding.
    const padded = (size: number) => Buffer.concat([photo, Buffer.alloc(size - photo.length)]);
    const exact = await upload(t, owner.token, '/api/admin/upload/image', [
      { bytes: padded(MAX_BYTES), name: 'pas.jpg' },
    ]);
    expect(exact.status).toBe(201);
    const over = await upload(t, owner.token, '/api/admin/upload/image', [
      { bytes: padded(MAX_BYTES + 1), name: 'lebih.jpg' },
    ]);
    expect(over.status).toBe(413);
    expect(await messageOf(over)).toBe('File terlalu besar: maksimal 200 KB per gambar');
  });

  it('names the wrong file of a batch by its place, and by its cleaned, shortened name when it has one', async () => {
    const owner = await createOwner(t);
    const before = listStoredFiles(dir).length;
    const refused = async (name: string) => {
      const notAnImage = { bytes: Buffer.from('bukan gambar'), name, type: 'text/plain' };
      const res = await upload(t, owner.token, '/api/admin/upload/images', [png, notAnImage]);
      expect(res.status).toBe(422);
      return messageOf(res);
    };
    expect(await refused('📷📷')).toBe(`File 2: ${NOT_ALLOWED}`);
    const long = `${'menu-sarapan-'.repeat(6)}.jpg`;
    expect(await refused(long)).toBe(`File 2 (${long.slice(0, 60)}): ${NOT_ALLOWED}`);

    const form = new FormData();
    form.append('images[]', 'teks biasa');
    form.append('images[]', new Blob([new Uint8Array(png.bytes)], { type: png.type }), png.name);
    const field = await t.api('/api/admin/upload/images', { method: 'POST', token: owner.token, body: form });
    expect(field.status).toBe(422);
    expect(await messageOf(field)).toBe('File 1: Field images[] harus berisi file gambar');
    expect(listStoredFiles(dir)).toHaveLength(before);
  });

  it('explains a body that is not a form and a category that is not a folder name', async () => {
    const owner = await createOwner(t);
    const jsonBody = await t.api('/api/admin/upload/image', { method: 'POST', token: owner.token, json: {} });
    expect(jsonBody.status).toBe(400);
    expect(await messageOf(jsonBody)).toBe('Kirim gambar sebagai multipart/form-data');
    const category = await upload(t, owner.token, '/api/admin/upload/image', [png], {
      category: 'Menu Baru',
    });
    expect(category.status).toBe(422);
    expect(await messageOf(category)).toBe(
      'Kategori hanya boleh berisi huruf kecil, angka dan tanda hubung (-), maksimal 40 karakter',
    );
  });
});

describe("the company's upload rate limit", () => {
  it('counts every file, in a batch or alone, and refuses the file past the limit', async () => {
    const owner = await createOwner(t);
    const batch = await upload(t, owner.token, '/api/admin/upload/images', Array(20).fill(png));
    expect(batch.status).toBe(201);
    for (let i = 0; i < FILES_PER_MINUTE - 20; i++) {
      expect((await upload(t, owner.token, '/api/admin/upload/image', [png])).status).toBe(201);
    }
    await expectTooMany(
      await upload(t, owner.token, '/api/admin/upload/image', [png]),
      /^Terlalu banyak gambar diunggah\./,
    );
  });

  it('charges a batch to the limit before storing it', async () => {
    const owner = await createOwner(t);
    for (let i = 0; i < FILES_PER_MINUTE - 2; i++) {
      expect((await upload(t, owner.token, '/api/admin/upload/image', [png])).status).toBe(201);
    }
    await expectTooMany(
      await upload(t, owner.token, '/api/admin/upload/images', Array(3).fill(png)),
      /^Terlalu banyak gambar diunggah\./,
    );
    expect((await upload(t, owner.token, '/api/admin/upload/images', Array(2).fill(png))).status).toBe(201);
    await expectTooMany(
      await upload(t, owner.token, '/api/admin/upload/images', [png]),
      /^Terlalu banyak gambar diunggah\./,
    );
  });
});

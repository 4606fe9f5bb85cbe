import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '../../../../../tests/fixtures/images/make-images';
import { startTestServer, type TestServer } from '../../../../../tests/support/server/test-server';
import {
  createOwner,
  json,
  listStoredFiles,
  type Owner,
  upload,
} from '../../../../../tests/support/server/upload';

const QUOTA = 600 * 1024;

let t: TestServer;
let dir: string;
let owner: Owner;
let photo: Buffer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'webku-limits-'));
  t = await startTestServer({
    STORAGE_DIR: dir,
    STORAGE_QUOTA_BYTES: String(QUOTA),
    UPLOAD_MAX_BYTES: String(1024 * 1024),
    UPLOAD_MAX_REQUEST_BYTES: String(2 * 1024 * 1024),
    UPLOAD_MAX_PIXELS: String(4_000_000),
  });
  owner = await createOwner(t);
  photo = await fixtures.photoJpeg(1600, 1200); // ~250 KB stored with its variants
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const usedBytes = (companyId: number) =>
  listStoredFiles(dir)
    .filter((f) => f.startsWith(`companies/${companyId}/`))
    .reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);

describe('upload limits', () => {
  it('keeps each company under its storage quota, even with uploads racing', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        upload(t, owner.token, '/api/admin/upload/image', [{ bytes: photo, name: `p${i}.jpg` }]),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toContain(201);
    expect(statuses).toContain(413);
    const refused = results.find((r) => r.status === 413)!;
    expect(await json(refused)).toEqual({
      message: 'Ruang penyimpanan penuh: maksimal 600 KB. Hapus gambar yang tidak dipakai lalu coba lagi',
    });
    expect(usedBytes(owner.companyId)).toBeLessThanOrEqual(QUOTA);

    // Deleting frees room again.
    const listing = await t.api('/api/admin/upload/images/list', { token: owner.token });
    const { data } = await json<{ data: { images: Record<string, { filename: string }[]> } }>(listing);
    const del = await t.api('/api/admin/upload/image/delete', {
      method: 'DELETE',
      token: owner.token,
      json: { filename: data.images.general![0]!.filename },
    });
    expect(del.status).toBe(200);
    const again = await upload(t, owner.token, '/api/admin/upload/image', [
      { bytes: photo, name: 'again.jpg' },
    ]);
    expect(again.status).toBe(201);
    expect(usedBytes(owner.companyId)).toBeLessThanOrEqual(QUOTA);
  });

  it('answers 413 for a file over UPLOAD_MAX_BYTES, in a single or a batch upload', async () => {
    const big = Buffer.concat([photo, Buffer.alloc(1024 * 1024)]);
    const one = await upload(t, owner.token, '/api/admin/upload/image', [{ bytes: big, name: 'big.jpg' }]);
    expect(one.status).toBe(413);
    expect(await json(one)).toEqual({ message: 'File terlalu besar: maksimal 1 MB per gambar' });
    const many = await upload(t, owner.token, '/api/admin/upload/images', [{ bytes: big, name: 'big.jpg' }]);
    expect(many.status).toBe(413);
    expect(await json(many)).toEqual({ message: 'File terlalu besar: maksimal 1 MB per gambar' });
  });

  it('answers 413 when the whole request is over UPLOAD_MAX_REQUEST_BYTES', async () => {
    const files = Array.from({ length: 3 }, (_, i) => ({
      bytes: Buffer.alloc(900 * 1024, i),
      name: `${i}.jpg`,
    }));
    const res = await upload(t, owner.token, '/api/admin/upload/images', files);
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({ message: 'Unggahan terlalu besar: maksimal 2 MB sekali kirim' });
  });

  it('refuses more pixels than UPLOAD_MAX_PIXELS', async () => {
    const res = await upload(t, owner.token, '/api/admin/upload/image', [
      { bytes: await fixtures.photoJpeg(2500, 1700, 50), name: 'wide.jpg' },
    ]);
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({ message: 'Gambar terlalu besar: maksimal 4 megapiksel' });
  });

  it('refuses a request without a file, or with text in the file field', async () => {
    const empty = await t.api('/api/admin/upload/image', {
      method: 'POST',
      token: owner.token,
      body: new FormData(),
    });
    expect(empty.status).toBe(422);
    expect(await json(empty)).toEqual({ message: 'Pilih gambar untuk diunggah (field image)' });
    const form = new FormData();
    form.append('image', 'not a file');
    const text = await t.api('/api/admin/upload/image', { method: 'POST', token: owner.token, body: form });
    expect(await json(text)).toEqual({ message: 'Field image harus berisi file gambar' });
    const jsonBody = await t.api('/api/admin/upload/image', { method: 'POST', token: owner.token, json: {} });
    expect(jsonBody.status).toBe(400);
  });
});

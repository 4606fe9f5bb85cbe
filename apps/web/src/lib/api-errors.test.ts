import { describe, expect, it } from 'vitest';
import { HttpError, UploadError } from './api-client';
import { failureMessage, failureReason, isNotFoundError, serverMessage } from './api-errors';

describe('isNotFoundError', () => {
  it('is true for an HTTP 404 and for any error whose message contains 404', () => {
    expect(isNotFoundError(new HttpError(404, '{"message":"Not found"}'))).toBe(true);
    expect(isNotFoundError(new Error('HTTP 404: nothing'))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isNotFoundError(new HttpError(500, ''))).toBe(false);
    expect(isNotFoundError(new Error('Network down'))).toBe(false);
    expect(isNotFoundError('404')).toBe(false);
  });
});

describe('serverMessage', () => {
  it('reads the message field of a JSON error body', () => {
    expect(serverMessage(new HttpError(422, '{"message":"og_image must be an http(s) URL"}'))).toBe(
      'og_image must be an http(s) URL',
    );
  });

  it('is null for bodies without a usable message', () => {
    expect(serverMessage(new HttpError(500, 'Internal error'))).toBeNull();
    expect(serverMessage(new HttpError(500, '{"message":"  "}'))).toBeNull();
    expect(serverMessage(new Error('x'))).toBeNull();
  });
});

describe('failureMessage', () => {
  const limited = '{"message":"Terlalu banyak percobaan masuk. Coba lagi dalam 12 menit."}';

  it("shows the server's message when a rate limit refused the request", () => {
    expect(failureMessage(new HttpError(429, limited), 'Gagal membuat invoice')).toBe(
      'Terlalu banyak percobaan masuk. Coba lagi dalam 12 menit.',
    );
    expect(failureMessage(new UploadError(429, limited), 'Failed to upload images')).toBe(
      'Terlalu banyak percobaan masuk. Coba lagi dalam 12 menit.',
    );
  });

  it('says to wait even when the 429 carries no message', () => {
    expect(failureMessage(new HttpError(429, ''), 'Gagal membuat invoice')).toBe(
      'Terlalu banyak permintaan. Coba lagi nanti.',
    );
  });

  it("keeps the action's own failure text for every other failure", () => {
    expect(
      failureMessage(new HttpError(422, '{"message":"domain_url salah"}'), 'Gagal membuat invoice'),
    ).toBe('Gagal membuat invoice');
    expect(failureMessage(new HttpError(500, limited), 'Gagal membuat invoice')).toBe(
      'Gagal membuat invoice',
    );
    expect(failureMessage(new Error('HTTP 429: x'), 'Gagal membuat invoice')).toBe('Gagal membuat invoice');
  });

  it("keeps 'Upload failed: {body}' as the text of upload errors", () => {
    expect(new UploadError(413, '{"message":"File is too large"}').message).toBe(
      'Upload failed: {"message":"File is too large"}',
    );
  });
});

describe('failureReason', () => {
  const body = (message: string) => JSON.stringify({ message });

  it("gives the server's reason for a refused request, uploads included", () => {
    const notImage = body('Berkas 1 (menu.png): hanya gambar JPEG, PNG, WebP, GIF atau AVIF yang diterima');
    expect(failureReason(new UploadError(422, notImage))).toBe(
      'Berkas 1 (menu.png): hanya gambar JPEG, PNG, WebP, GIF atau AVIF yang diterima',
    );
    expect(failureReason(new HttpError(413, body('Kuota penyimpanan terlampaui (200 MB)')))).toBe(
      'Kuota penyimpanan terlampaui (200 MB)',
    );
    expect(failureReason(new HttpError(404, body('Item menu tidak ditemukan')))).toBe(
      'Item menu tidak ditemukan',
    );
  });

  it('gives none for a signed-out session, a rate limit, a server fault or no message', () => {
    expect(failureReason(new HttpError(401, body('Sesi berakhir')))).toBeNull();
    expect(failureReason(new HttpError(429, body('Coba lagi dalam 1 menit')))).toBeNull();
    expect(failureReason(new HttpError(500, body('boom')))).toBeNull();
    expect(failureReason(new HttpError(422, 'not json'))).toBeNull();
    expect(failureReason(new Error('offline'))).toBeNull();
  });
});

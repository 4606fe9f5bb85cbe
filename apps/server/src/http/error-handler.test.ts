import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  AppError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../errors';
import type { AppEnv } from './context';
import { handleError } from './error-handler';

// Drizzle wraps the driver's error; the SQLSTATE sits on its cause.
const databaseError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('driver'), { code }) });

function appThrowing(error: unknown) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.get('/', () => {
    throw error;
  });
  return app;
}

describe('the error handler', () => {
  it.each([
    [new BadRequestError(), 400, 'Permintaan tidak valid'],
    [new UnauthorizedError(), 401, 'Sesi tidak valid, silakan masuk lagi'],
    [new ForbiddenError(), 403, 'Anda tidak punya akses ke data ini'],
    [new NotFoundError(), 404, 'Data tidak ditemukan'],
    [new ConflictError('Slug sudah dipakai'), 409, 'Slug sudah dipakai'],
    [new PayloadTooLargeError(), 413, 'Data yang dikirim terlalu besar'],
    [new ValidationError('Nama wajib diisi'), 422, 'Nama wajib diisi'],
    [new TooManyRequestsError('Terlalu banyak permintaan', 30), 429, 'Terlalu banyak permintaan'],
    [new AppError('provider-failed', 'Gagal mengecek domain'), 502, 'Gagal mengecek domain'],
    [new AppError('unavailable', 'Pembayaran belum tersedia'), 503, 'Pembayaran belum tersedia'],
  ])('answers %o with its status and message', async (error, status, message) => {
    const res = await appThrowing(error).request('/');
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message });
  });

  it('tells a client held back by a rate limit when to come back', async () => {
    const res = await appThrowing(new TooManyRequestsError('Terlalu banyak permintaan', 30)).request('/');
    expect(res.headers.get('Retry-After')).toBe('30');
  });

  it.each([
    ['22021', 'a byte the encoding refuses (NUL)'],
    ['22P05', 'a character without a UTF-8 form'],
    ['22003', 'a number out of the column range'],
    ['22P02', 'text that is not a valid value'],
  ])('answers database data exception %s (%s) with 400 and an Indonesian message', async (code) => {
    const res = await appThrowing(databaseError(code)).request('/');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^Data yang dikirim tidak bisa disimpan/);
  });

  it('still answers any other failure with a bare 500', async () => {
    const res = await appThrowing(databaseError('53300')).request('/');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal Server Error' });
  });
});

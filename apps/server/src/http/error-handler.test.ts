import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
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

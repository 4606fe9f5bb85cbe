import { pgErrorCode } from '@webku/db';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, type ErrorKind, REQUEST_TOO_LARGE, TooManyRequestsError } from '../errors';
import type { AppEnv } from './context';

// The one place an error's kind becomes an HTTP status.
export const ERROR_STATUS = {
  'bad-request': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  invalid: 422,
  'too-many-requests': 429,
  'provider-failed': 502,
  unavailable: 503,
} as const satisfies Record<ErrorKind, ContentfulStatusCode>;

const INPUT_REFUSED_BY_DATABASE =
  'Data yang dikirim tidak bisa disimpan: ada karakter yang tidak valid atau angka di luar batas. Periksa isian lalu coba lagi';

// Every failure leaves as `{ message }` with its status; a stack trace never reaches the client.
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof TooManyRequestsError) c.header('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof AppError) return c.json({ message: error.message }, ERROR_STATUS[error.kind]);
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = status === 413 ? REQUEST_TOO_LARGE : error.message || 'Request failed';
    return c.json({ message }, status);
  }
  // The last line behind the contract's checks: PostgreSQL's data exceptions (class 22: a character the
  // encoding refuses, a number out of range, text that is not a valid value) are the client's input.
  const code = pgErrorCode(error);
  if (code?.startsWith('22')) {
    c.var.log?.warn({ code }, 'input refused by the database');
    return c.json({ message: INPUT_REFUSED_BY_DATABASE }, 400);
  }
  c.var.log?.error({ err: error }, 'unhandled error');
  return c.json({ message: 'Internal Server Error' }, 500);
};

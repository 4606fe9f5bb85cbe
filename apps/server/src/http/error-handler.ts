import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ContentError, type ContentErrorKind } from '../site-content/errors';
import type { AppEnv } from './context';
import { HttpError, REQUEST_TOO_LARGE, TooManyRequestsError } from './errors';

const CONTENT_STATUS = { 'not-found': 404, conflict: 409, invalid: 422 } as const satisfies Record<
  ContentErrorKind,
  number
>;

// Every failure leaves as `{ message }` with its status; a stack trace never reaches the client.
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof TooManyRequestsError) c.header('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof HttpError) return c.json({ message: error.message }, error.status);
  if (error instanceof ContentError) return c.json({ message: error.message }, CONTENT_STATUS[error.kind]);
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = status === 413 ? REQUEST_TOO_LARGE : error.message || 'Request failed';
    return c.json({ message }, status);
  }
  c.var.log?.error({ err: error }, 'unhandled error');
  return c.json({ message: 'Internal Server Error' }, 500);
};

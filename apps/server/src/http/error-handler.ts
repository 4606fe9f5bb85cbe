import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './context';
import { HttpError, TooManyRequestsError } from './errors';

// Every failure leaves as `{ message }` with its status; a stack trace never reaches the client.
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof TooManyRequestsError) c.header('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof HttpError) return c.json({ message: error.message }, error.status);
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = status === 413 ? 'Request body is too large' : error.message || 'Request failed';
    return c.json({ message }, status);
  }
  c.var.log?.error({ err: error }, 'unhandled error');
  return c.json({ message: 'Internal Server Error' }, 500);
};

export const handleApiNotFound: NotFoundHandler<AppEnv> = (c) => c.json({ message: 'Not Found' }, 404);

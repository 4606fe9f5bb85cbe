import { HttpError } from './api-client';

// A 404 (an HttpError's status, or 404 in another error's message) means "not created yet", not a failure.
export function isNotFoundError(error: unknown): boolean {
  if (error instanceof HttpError) return error.status === 404;
  return error instanceof Error && error.message.includes('404');
}

// The server's own message ({ message } body) when it sent one, for toasts that may show it.
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  try {
    const body: unknown = JSON.parse(error.body);
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.trim() ? message : null;
  } catch {
    return null;
  }
}

const TOO_MANY_REQUESTS = 'Terlalu banyak permintaan. Coba lagi nanti.';

// A rate limit (429) says when to try again, so its message replaces the action's usual failure text.
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError) || error.status !== 429) return fallback;
  return serverMessage(error) ?? TOO_MANY_REQUESTS;
}

// Why the server refused the request (bad input, a quota, a missing row), shown under the action's
// failure toast so the owner knows what to fix. Not for 401 (the session handles it), 429 (its message
// is the toast itself) or 5xx (nothing the owner can fix).
export function failureReason(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  const { status } = error;
  if (status < 400 || status >= 500 || status === 401 || status === 429) return null;
  return serverMessage(error);
}

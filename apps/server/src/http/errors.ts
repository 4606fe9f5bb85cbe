import type { ContentfulStatusCode } from 'hono/utils/http-status';

// Messages more than one route answers with.
export const REQUEST_TOO_LARGE = 'Data yang dikirim terlalu besar';
export const NOT_FOUND = 'Data tidak ditemukan';
export const ALREADY_HAS_A_WEBSITE = 'Akun ini sudah punya website';

// Services throw these; one handler maps them to `{ message }` with the status.
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export class BadRequestError extends HttpError {
  constructor(message = 'Permintaan tidak valid') {
    super(400, message);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Sesi tidak valid, silakan masuk lagi') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'Anda tidak punya akses ke data ini') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = NOT_FOUND) {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLargeError extends HttpError {
  constructor(message = REQUEST_TOO_LARGE) {
    super(413, message);
  }
}
export class ValidationError extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}
// A rate limit ran out: the handler adds Retry-After so clients and proxies know when to come back.
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

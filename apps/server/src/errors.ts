// Messages more than one route answers with.
export const REQUEST_TOO_LARGE = 'Data yang dikirim terlalu besar';
export const NOT_FOUND = 'Data tidak ditemukan';
export const ALREADY_HAS_A_WEBSITE = 'Akun ini sudah punya website';
export const IMAGE_NOT_FOUND = 'Image not found';

// What went wrong, in the domain's words; the HTTP edge alone turns a kind into a status
// (ERROR_STATUS in http/error-handler.ts).
export type ErrorKind =
  | 'bad-request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'invalid'
  | 'too-many-requests'
  | 'provider-failed'
  | 'unavailable';

// The one error domain code throws: a kind and the Indonesian message the owner reads.
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
  }
}

// Shorthands for the kinds thrown most, with their usual messages.
export class BadRequestError extends AppError {
  constructor(message = 'Permintaan tidak valid') {
    super('bad-request', message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Sesi tidak valid, silakan masuk lagi') {
    super('unauthenticated', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'Anda tidak punya akses ke data ini') {
    super('forbidden', message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = NOT_FOUND) {
    super('not-found', message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super('conflict', message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message = REQUEST_TOO_LARGE) {
    super('too-large', message);
  }
}
export class ValidationError extends AppError {
  constructor(message: string) {
    super('invalid', message);
  }
}
// A rate limit ran out: the edge adds Retry-After so clients and proxies know when to come back.
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too-many-requests', message);
  }
}

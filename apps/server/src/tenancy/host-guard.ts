import type { MiddlewareHandler } from 'hono';
import { BadRequestError } from '../errors';
import { isValidHost } from './parse-host';

// Refuses a malformed Host header with a 400 before any route builds a URL or a cache key from it.
// A request without a Host header (HTTP/1.0) is left to the routes, which treat it as the platform.
export function hostGuard(): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header('host');
    if (host !== undefined && !isValidHost(host))
      throw new BadRequestError('Header Host tidak valid: gunakan nama domain atau alamat IP yang benar.');
    await next();
  };
}

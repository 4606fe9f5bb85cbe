import { describe, expect, it } from 'vitest';
import { HttpError } from './api-client';
import { isNotFoundError, serverMessage } from './api-errors';

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

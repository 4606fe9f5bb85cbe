import { describe, expect, it } from 'vitest';
import { extendedUntil, isOtherKind, isRunning } from './extension';

describe('extension', () => {
  const running = { status: 'active', is_expired: false, valid_until: '2027-03-12T05:00:00.000Z' };

  it('adds twelve months to a running subscription', () => {
    expect(extendedUntil(running)).toBe('2028-03-12T05:00:00.000Z');
    expect(isRunning(running)).toBe(true);
  });

  it('promises no date for an expired, pending or missing subscription', () => {
    expect(extendedUntil({ ...running, is_expired: true })).toBeNull();
    expect(extendedUntil({ ...running, status: 'pending', valid_until: null })).toBeNull();
    expect(extendedUntil(null)).toBeNull();
    expect(isRunning({ status: 'pending', is_expired: false })).toBe(false);
  });
});

describe('isOtherKind', () => {
  const running = { status: 'active', is_expired: false };
  it('keeps a running subscription to plans of its own kind', () => {
    expect(isOtherKind({ ...running, is_domain: true }, { is_include_domain: false })).toBe(true);
    expect(isOtherKind({ ...running, is_domain: false }, { is_include_domain: true })).toBe(true);
    expect(isOtherKind({ ...running, is_domain: true }, { is_include_domain: true })).toBe(false);
  });

  it('lets a lapsed subscription choose any plan', () => {
    expect(
      isOtherKind({ status: 'active', is_expired: true, is_domain: true }, { is_include_domain: false }),
    ).toBe(false);
    expect(isOtherKind(null, { is_include_domain: false })).toBe(false);
  });
});

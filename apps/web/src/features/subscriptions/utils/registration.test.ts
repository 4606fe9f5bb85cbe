import { describe, expect, it } from 'vitest';
import { daysUntil, isExpiringSoon } from './registration';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const at = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

describe('domain expiry', () => {
  it('counts whole days left, never below zero', () => {
    expect(daysUntil(at(30), NOW)).toBe(30);
    expect(daysUntil(at(29.2), NOW)).toBe(30);
    expect(daysUntil(at(-3), NOW)).toBe(0);
    expect(daysUntil(null, NOW)).toBeNull();
    expect(daysUntil('nope', NOW)).toBeNull();
  });

  it('offers the renewal from 30 days before the expiry, only for a registered name', () => {
    expect(isExpiringSoon({ status: 'registered', expires_at: at(31) }, NOW)).toBe(false);
    expect(isExpiringSoon({ status: 'registered', expires_at: at(30) }, NOW)).toBe(true);
    expect(isExpiringSoon({ status: 'registered', expires_at: at(-1) }, NOW)).toBe(true);
    expect(isExpiringSoon({ status: 'pending', expires_at: at(5) }, NOW)).toBe(false);
    expect(isExpiringSoon({ status: 'registered', expires_at: null }, NOW)).toBe(false);
  });
});

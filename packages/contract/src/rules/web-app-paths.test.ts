import { describe, expect, it } from 'vitest';
import { isWebAppPath } from './web-app-paths';

describe('isWebAppPath', () => {
  it.each([
    ['/', 'B', true],
    ['/auth/callback', 'B', true],
    ['/onboarding/', 'B', true],
    ['/generating-web-content', 'B', true],
    ['/kopi-senja/admin', 'B', true],
    ['/kopi-senja/admin/', 'B', true],
    ['/kopi-senja/admin/stores', 'B', true],
    ['/kopi-senja/admin/assets', 'B', true],
    ['/kopi-senja/admin/subscription-plans/3/on-board-checkout', 'B', true],
    ['/kopi-senja/admin/subscriptions/invoices/12/status', 'B', true],
    ['/kopi-senja/admin/nope', 'B', false],
    ['/kopi-senja/admin/hero/extra', 'B', false],
    ['/kopi-senja/admin/subscription-plans/3', 'B', false],
    ['/onboarding/x', 'B', false],
    ['/auth', 'B', false],
    ['/admin', 'B', false],
    ['/admin', 'A', true],
    ['/admin/menu', 'A', true],
    ['/admin/booking', 'A', true],
    ['/kopi-senja/admin/booking', 'B', true],
    ['/admin/nope', 'A', false],
    ['/onboarding', 'A', false],
    ['/', 'A', false],
  ] as const)('%s in Mode %s -> %s', (path, mode, expected) => {
    expect(isWebAppPath(path, mode)).toBe(expected);
  });

  it("has each row section's editor at its key, once the caller names the sections", () => {
    expect(isWebAppPath('/admin/faq', 'A')).toBe(false);
    expect(isWebAppPath('/admin/faq', 'A', false, ['faq'])).toBe(true);
    expect(isWebAppPath('/kopi-senja/admin/faq/', 'B', false, ['faq'])).toBe(true);
    expect(isWebAppPath('/kopi-senja/admin/faq/1', 'B', false, ['faq'])).toBe(false);
  });
});

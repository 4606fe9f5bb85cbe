import { describe, expect, it } from 'vitest';
import { footerSettingsInputSchema } from './footer-settings';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('footerSettingsInputSchema', () => {
  it.each([
    [{ email: '' }, true],
    [{ email: 'halo@kopi.id' }, true],
    [{ email: 'halo' }, false],
    [{ instagram_url: 'javascript:alert(1)' }, false],
    [{ copyright_year: 2025 }, true],
    [{}, true],
  ])('%j valid: %j', (input, expected) => {
    expect(footerSettingsInputSchema.safeParse(input).success).toBe(expected);
  });

  it('stores a numeric year as text', () => {
    expect(footerSettingsInputSchema.parse({ copyright_year: 2025 }).copyright_year).toBe('2025');
  });

  it('names the email field', () => {
    expect(firstMessage(footerSettingsInputSchema.safeParse({ email: 'x' }))).toBe(
      'Email harus berupa alamat email yang valid, contoh nama@usaha.com',
    );
  });
});

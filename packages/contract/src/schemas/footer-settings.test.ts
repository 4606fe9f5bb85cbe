import { describe, expect, it } from 'vitest';
import { footer, footerSettingsInputSchema } from './footer-settings';

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

  it('takes an account name as the profile address on its own network', () => {
    expect(
      footerSettingsInputSchema.parse({
        tiktok_url: '@kopi.senja',
        instagram_url: '@kopi_senja',
        facebook_url: '@kopisenja',
      }),
    ).toMatchObject({
      tiktok_url: 'https://www.tiktok.com/@kopi.senja',
      instagram_url: 'https://www.instagram.com/kopi_senja',
      facebook_url: 'https://www.facebook.com/kopisenja',
    });
    expect(footerSettingsInputSchema.parse({ tiktok_url: 'tiktok.com/@kopisenja' }).tiktok_url).toBe(
      'https://tiktok.com/@kopisenja',
    );
  });

  it('refuses an unusable TikTok address with a TikTok example, not an Instagram one', () => {
    const message = firstMessage(footerSettingsInputSchema.safeParse({ tiktok_url: '@kopi senja' }));
    expect(message).toBe(
      'URL TikTok: tulis nama akun atau alamat profil, contoh @kopisenja atau tiktok.com/@kopisenja',
    );
    expect(message).not.toMatch(/instagram/i);
  });

  // An owner types their account name without its '@' ('kopi.pagi' reads as a web address) or pastes
  // another network's page: the footer's icon would open a dead site or the wrong network.
  it.each([
    ['instagram_url', 'kopi.pagi', 'URL Instagram: tulis nama akun atau alamat profil'],
    ['facebook_url', 'instagram.com/kopipagi', 'URL Facebook: tulis nama akun atau alamat profil'],
    ['tiktok_url', 'https://kopipagi.id', 'URL TikTok: tulis nama akun atau alamat profil'],
  ])('refuses a %s of %j that is not on its network', (field, value, message) => {
    expect(firstMessage(footerSettingsInputSchema.safeParse({ [field]: value }))).toContain(message);
  });

  it.each([
    ['instagram_url', 'https://instagr.am/kopipagi'],
    ['facebook_url', 'https://m.facebook.com/kopipagi'],
    ['facebook_url', 'fb.com/kopipagi'],
    ['tiktok_url', 'https://vt.tiktok.com/ZS8abc/'],
  ])('takes a %s of %j on its network', (field, value) => {
    expect(footerSettingsInputSchema.safeParse({ [field]: value }).success).toBe(true);
  });

  it('names the email field', () => {
    expect(firstMessage(footerSettingsInputSchema.safeParse({ email: 'x' }))).toBe(
      'Email harus berupa alamat email yang valid, contoh nama@usaha.com',
    );
  });

  it.each([
    ['0812 3456 7890', true],
    ['+62 812-3456-7890', true],
    ['(022) 123456', true],
    ['022.123.456', true],
    ['123456', true],
    ['', true],
    [null, true],
    ['abc', false],
    ['12345', false],
    ['+62 8123 4567 8901 234', false],
    ['0812 3456 abc', false],
    ['62+812345678', false],
    ['tel:081234567', false],
  ])('phone %j valid: %j', (phone, expected) => {
    expect(footerSettingsInputSchema.safeParse({ phone }).success).toBe(expected);
  });

  it('names the phone field and shows how to write it', () => {
    expect(firstMessage(footerSettingsInputSchema.safeParse({ phone: 'abc' }))).toBe(
      'Telepon: tulis nomor telepon, contoh 0812 3456 7890 atau (022) 123456',
    );
  });

  const nextYear = new Date().getUTCFullYear() + 1;
  it.each([
    ['2024', true],
    ['1900', true],
    [String(nextYear), true],
    ['2019-2025', true],
    ['2019 – 2025', true],
    [2025, true],
    ['', true],
    [null, true],
    ['20266', false],
    ['1899', false],
    [String(nextYear + 2), false],
    ['24', false],
    ['2025-2019', false],
    ['tahun 2024', false],
  ])('year %j valid: %j', (copyright_year, expected) => {
    expect(footerSettingsInputSchema.safeParse({ copyright_year }).success).toBe(expected);
  });

  it('names the year field and shows how to write it', () => {
    expect(firstMessage(footerSettingsInputSchema.safeParse({ copyright_year: '20266' }))).toMatch(
      /^Tahun hak cipta: tulis tahun 4 angka antara 1900 dan \d{4}, contoh 2024 atau 2019-2025$/,
    );
  });

  it('saves a social address typed without https:// as an https link', () => {
    expect(footerSettingsInputSchema.parse({ instagram_url: 'instagram.com/rotimangujang' })).toMatchObject({
      instagram_url: 'https://instagram.com/rotimangujang',
    });
  });

  // A backup or restore point may hold footer values saved before phone and year were checked: restoring it
  // does not fail on them (the phone and year kinds' backup rules).
  it('a backup keeps phone and year saved before they were checked', () => {
    const footerSettingsBackupSchema = footer.schemas.backup;
    expect(footerSettingsBackupSchema.safeParse({ phone: 'abc', copyright_year: '20266' }).success).toBe(
      true,
    );
    expect(footerSettingsBackupSchema.safeParse({ instagram_url: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    // Saved before a profile's network was checked: restoring the owner's own backup keeps it.
    expect(footerSettingsBackupSchema.safeParse({ instagram_url: 'https://kopi.pagi' }).success).toBe(true);
  });
});

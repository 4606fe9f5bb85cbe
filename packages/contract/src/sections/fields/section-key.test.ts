import { describe, expect, it } from 'vitest';
import { siteBackupContentSchema } from '../../schemas/site-backup-content';
import { checkSectionKeys, SECTION_KEY_PATTERN } from './section-key';

describe('section keys', () => {
  it('pass the start-up check when each has the shape a backup accepts and is used once', () => {
    expect(() => checkSectionKeys(['faq', 'testimonials', 'opening_2', 'a'.repeat(40)])).not.toThrow();
  });

  it.each(['price-list', 'Faq', '2faq', '_faq', '', 'a'.repeat(41)])(
    'stop the start-up on %j, naming it',
    (key) => {
      expect(() => checkSectionKeys(['faq', key])).toThrow(`'${key}'`);
    },
  );

  it('stop the start-up on a key used twice', () => {
    expect(() => checkSectionKeys(['faq', 'gallery', 'faq'])).toThrow(
      "Section key 'faq' is used by two sections",
    );
  });

  it('are the keys a backup accepts, and no other', () => {
    const backup = (key: string) =>
      siteBackupContentSchema.shape.row_sections.safeParse({ [key]: { rows: [] } }).success;
    for (const key of ['faq', 'opening_2', 'price-list', 'Faq', 'a'.repeat(41)])
      expect(backup(key), key).toBe(SECTION_KEY_PATTERN.test(key));
  });
});

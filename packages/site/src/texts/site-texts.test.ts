import { describe, expect, test } from 'vitest';
import { SITE_TEXTS } from './site-texts';

// Every key, nested ones included, as 'a.b' paths; functions count as leaves.
function keyPaths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    child !== null && typeof child === 'object' ? keyPaths(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('site text dictionaries', () => {
  test('English and Indonesian have exactly the same keys', () => {
    expect(keyPaths(SITE_TEXTS.indonesia).sort()).toEqual(keyPaths(SITE_TEXTS.english).sort());
  });

  test('no Indonesian text is empty or left in English', () => {
    const english = SITE_TEXTS.english as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(SITE_TEXTS.indonesia)) {
      if (typeof value !== 'string') continue;
      expect(value.trim(), key).not.toBe('');
      expect(value, key).not.toBe(english[key]);
    }
  });

  test('English keeps the spec texts word for word', () => {
    const en = SITE_TEXTS.english;
    expect([en.nowOpen, en.closed, en.viewOnMap, en.visitStore, en.driveLink('Menu')]).toEqual([
      'Now Open',
      'Closed',
      'View on Map',
      'Visit Store',
      'Menu Detail',
    ]);
  });
});

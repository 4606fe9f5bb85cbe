import { describe, expect, it } from 'vitest';
import { CLICK_PLATFORMS, isVisitBeacon, VISIT_EVENTS, visitBeaconSchema } from './visits';

// Bodies as JSON.parse gives them: valid beacons, and each way of breaking one.
const CASES: unknown[] = [
  ...VISIT_EVENTS.map((type) => ({ type })),
  { type: 'view', referrer: 'https://www.google.com' },
  { type: 'view', referrer: '' },
  { type: 'view', referrer: 'x'.repeat(512) },
  { type: 'view', referrer: 'x'.repeat(513) },
  { type: 'view', referrer: 'é'.repeat(512) },
  { type: 'view', referrer: null },
  { type: 'view', referrer: 7 },
  { type: 'wa_tap', referrer: 'https://instagram.com' },
  { type: 'view', language: 'en' },
  { type: 'view', referrer: 'https://www.google.com', language: 'id' },
  { type: 'view', language: 'english' },
  { type: 'view', language: 'EN' },
  { type: 'view', language: null },
  { type: 'link_click', platform: 'gofood', language: 'en' },
  ...CLICK_PLATFORMS.map((platform) => ({ type: 'link_click', platform })),
  { type: 'link_click' },
  { type: 'link_click', platform: 'myspace' },
  { type: 'link_click', platform: 'GoFood' },
  { type: 'link_click', platform: ['gofood'] },
  { type: 'link_click', platform: null },
  { type: 'link_click', platform: 'gofood', referrer: 'https://www.google.com' },
  { type: 'link_click', platform: 'gofood', url: 'https://gofood.co.id/x' },
  { type: 'bio_click', button: 'gofood' },
  { type: 'bio_click', button: 'whatsapp' },
  { type: 'bio_click', button: 'custom-1a2b3c' },
  { type: 'bio_click', button: 'custom-' },
  { type: 'bio_click', button: 'custom-12345678' },
  { type: 'bio_click', button: 'pinterest' },
  { type: 'bio_click' },
  { type: 'bio_click', button: 'gofood', platform: 'gofood' },
  { type: 'view', platform: 'gofood' },
  { type: 'wa_tap', platform: 'gofood' },
  { platform: 'gofood' },
  JSON.parse('{"type":"link_click","platform":"gofood","__proto__":{"x":1}}'),
  JSON.parse('{"type":"link_click","platform":"constructor"}'),
  { type: 'purchase' },
  { type: 'VIEW' },
  { type: ['view'] },
  { type: null },
  {},
  { referrer: 'https://www.google.com' },
  { type: 'view', ip: '1.2.3.4' },
  { type: 'view', referrer: undefined },
  JSON.parse('{"type":"view","__proto__":{"x":1}}'),
  JSON.parse('{"type":"view","constructor":"x"}'),
  ['view'],
  'view',
  null,
  42,
  true,
];

describe('isVisitBeacon', () => {
  it('accepts exactly what the shared schema accepts', () => {
    for (const value of CASES)
      expect(isVisitBeacon(value), JSON.stringify(value)).toBe(visitBeaconSchema.safeParse(value).success);
  });

  it('accepts every kind of visit and refuses an unknown one', () => {
    // and three taps on link-in-bio buttons (two site buttons and an own link).
    expect(CASES.filter(isVisitBeacon)).toHaveLength(VISIT_EVENTS.length + CLICK_PLATFORMS.length + 8 + 3);
  });

  it('names a page language it does not know in Indonesian', () => {
    const result = visitBeaconSchema.safeParse({ type: 'view', language: 'fr' });
    expect(result.error?.issues[0]?.message).toBe('Bahasa halaman harus id atau en');
  });

  it('names an unknown platform in Indonesian', () => {
    const result = visitBeaconSchema.safeParse({ type: 'link_click', platform: 'myspace' });
    expect(result.error?.issues[0]?.message).toBe('Platform tautan tidak dikenal');
  });
});

import { describe, expect, it } from 'vitest';
import { referrerHost } from './referrer-host';

describe('referrerHost', () => {
  it.each([
    ['https://www.google.com/search?q=kopi', 'kopi.webku.id', 'google.com'],
    ['https://l.instagram.com/?u=https%3A%2F%2Fkopi.id', 'kopi.id', 'l.instagram.com'],
    ['http://WWW.Facebook.COM/', undefined, 'facebook.com'],
    ['https://m.facebook.com/', 'kopi.id', 'm.facebook.com'],
    // The site's own pages, however the host is spelled, are not referrers.
    ['https://kopi.id/privacy-policy', 'kopi.id', null],
    ['https://www.kopi.id/', 'kopi.id', null],
    ['http://localhost:3000/kopi', 'localhost:3000', null],
    [undefined, 'kopi.id', null],
    ['', 'kopi.id', null],
    ['android-app://com.google.android.gm/', 'kopi.id', null],
    ['javascript:alert(1)', 'kopi.id', null],
    ['not a url', 'kopi.id', null],
    ['https://a..b/', 'kopi.id', null],
  ])('%s on %s → %s', (referrer, own, expected) => {
    expect(referrerHost(referrer, own)).toBe(expected);
  });
});

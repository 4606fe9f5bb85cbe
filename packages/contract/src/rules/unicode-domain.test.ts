import { describe, expect, it } from 'vitest';
import { describeDomain, unicodeDomain } from './unicode-domain';

describe('unicodeDomain', () => {
  it.each([
    ['xn--pple-43d.com', 'аpple.com'],
    ['xn--mnchen-3ya.de', 'münchen.de'],
    ['toko.xn--p1ai', 'toko.рф'],
    ['xn--80ak6aa92e.com', 'аррӏе.com'],
    ['xn--bcher-kva.co.id', 'bücher.co.id'],
    ['xn--wgv71a119e.jp', '日本語.jp'],
  ])('%j reads %j', (domain, unicode) => {
    expect(unicodeDomain(domain)).toBe(unicode);
  });

  it('shows nothing beside a plain name or one that does not decode', () => {
    expect(unicodeDomain('kopisenja.com')).toBeNull();
    expect(unicodeDomain('xn--zzzzzz.id')).toBeNull();
  });

  it('agrees with the URL parser the browsers use', () => {
    for (const name of ['аpple.com', 'münchen.de', 'bücher.co.id', '日本語.jp', 'kafé-senja.id']) {
      const ascii = new URL(`http://${name}`).hostname;
      expect(unicodeDomain(ascii)).toBe(name);
    }
  });

  it('writes the Unicode form beside the name in messages', () => {
    expect(describeDomain('xn--pple-43d.com')).toBe('xn--pple-43d.com (аpple.com)');
    expect(describeDomain('kopisenja.com')).toBe('kopisenja.com');
  });
});

import { describe, expect, it } from 'vitest';
import { type HostRoute, isValidHost, normalizeHost, parseHost } from './parse-host';

const rules = {
  platformHost: 'webku.id',
  previewHostSuffixes: ['preview.webku.dev'],
  reservedSubdomains: ['www', 'api', 'admin', 'app'],
};

describe('parseHost', () => {
  const cases: [string, HostRoute][] = [
    ['localhost:3000', { mode: 'B' }],
    ['127.0.0.1:8080', { mode: 'B' }],
    ['[::1]:3000', { mode: 'B' }],
    ['10.0.0.5', { mode: 'B' }],
    ['webku.id', { mode: 'B' }],
    ['WEBKU.ID:443', { mode: 'B' }],
    ['www.webku.id', { mode: 'B' }],
    ['pr-12.preview.webku.dev', { mode: 'B' }],
    ['preview.webku.dev', { mode: 'B' }],
    ['kopi-senja.webku.id', { mode: 'A', by: 'slug', slug: 'kopi-senja' }],
    ['Kopi-Senja.Webku.ID.', { mode: 'A', by: 'slug', slug: 'kopi-senja' }],
    ['kopi-senja.localhost:3000', { mode: 'A', by: 'slug', slug: 'kopi-senja' }],
    ['api.webku.id', { mode: 'B' }],
    ['a.b.webku.id', { mode: 'B' }],
    ['kopisenja.com', { mode: 'A', by: 'domain', domain: 'kopisenja.com' }],
    ['www.kopisenja.com', { mode: 'A', by: 'domain', domain: 'kopisenja.com' }],
    ['WWW.KopiSenja.com:443', { mode: 'A', by: 'domain', domain: 'kopisenja.com' }],
    ['shop.kopisenja.co.id', { mode: 'A', by: 'domain', domain: 'shop.kopisenja.co.id' }],
    ['notwebku.id', { mode: 'A', by: 'domain', domain: 'notwebku.id' }],
    ['', { mode: 'B' }],
  ];
  it.each(cases)('routes %s', (host, expected) => {
    expect(parseHost(host, rules)).toEqual(expected);
  });

  it('serves the configured company on every host in single-site mode', () => {
    const single = { ...rules, singleSiteSlug: 'kopi-senja' };
    for (const host of ['localhost:3000', 'webku.id', 'example.com']) {
      expect(parseHost(host, single)).toEqual({ mode: 'A', by: 'slug', slug: 'kopi-senja' });
    }
  });

  it('treats localhost subdomains as Mode A even when the platform host is elsewhere', () => {
    expect(parseHost('toko-a.localhost', rules)).toEqual({ mode: 'A', by: 'slug', slug: 'toko-a' });
  });
});

describe('normalizeHost', () => {
  it('drops the port, trailing dots and case', () => {
    expect(normalizeHost('Example.COM.:8443')).toBe('example.com');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
    expect(normalizeHost(undefined)).toBe('');
  });
});

describe('isValidHost', () => {
  it.each([
    'localhost:3000',
    'webku.id',
    'Kopi-Senja.Webku.ID.',
    '10.0.0.5:8080',
    '[::1]:3000',
    'xn--kopi-9ra.id',
    'web_1:3000',
    'shop.kopisenja.co.id',
  ])('accepts %s', (host) => {
    expect(isValidHost(host)).toBe(true);
  });

  it.each([
    '999.999.999.999',
    '1.2.3.256',
    '1.2.3',
    'webku.id:0',
    'webku.id:70000',
    'a..b',
    'x y.com',
    '-a.com',
    'a b',
    '[zz]:80',
    `${'a'.repeat(64)}.com`,
    `${'abcdefghi.'.repeat(26)}com`,
    '',
  ])('refuses %s', (host) => {
    expect(isValidHost(host)).toBe(false);
  });
});

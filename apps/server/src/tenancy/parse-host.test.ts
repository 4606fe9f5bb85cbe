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

// The edges of each rule above, one case per way the rule could be got wrong.
describe('host edges', () => {
  const bare = { platformHost: 'webku.id' };

  it('routes www. of the platform, bracketed addresses and hosts under any preview suffix to Mode B', () => {
    expect(parseHost('www.webku.id', bare)).toEqual({ mode: 'B' });
    expect(parseHost('[2001:db8::1]:8080', bare)).toEqual({ mode: 'B' });
    const previews = { ...bare, previewHostSuffixes: ['preview.webku.dev', 'staging.webku.dev'] };
    expect(parseHost('pr-7.staging.webku.dev', previews)).toEqual({ mode: 'B' });
    expect(parseHost('pr-7.preview.webku.dev', previews)).toEqual({ mode: 'B' });
  });

  it('reads a preview suffix written with leading dots and capitals', () => {
    for (const suffix of ['.Preview.Webku.DEV', '..preview.webku.dev']) {
      const rules = { ...bare, previewHostSuffixes: [suffix] };
      expect(parseHost('preview.webku.dev', rules), suffix).toEqual({ mode: 'B' });
      expect(parseHost('pr-1.preview.webku.dev', rules), suffix).toEqual({ mode: 'B' });
    }
  });

  it('never takes a subdomain that is not a valid slug for a company', () => {
    for (const host of ['-kopi.webku.id', 'kopi_senja.webku.id', 'kopi-.localhost']) {
      expect(parseHost(host, bare), host).toEqual({ mode: 'B' });
    }
  });

  it('normalizes surrounding spaces, every trailing dot and a bracketed address without a port', () => {
    expect(normalizeHost('  Kopi.ID  ')).toBe('kopi.id');
    expect(normalizeHost('example.com..')).toBe('example.com');
    expect(normalizeHost('[::1]')).toBe('[::1]');
    expect(normalizeHost('[::1')).toBe('[::1');
  });

  // 63 + 1 + 63 + 1 + 63 + 1 + 61 = 253 characters: the longest name DNS allows.
  const longest = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;

  it.each([
    ' webku.id ',
    '[::1]',
    '[2001:db8::1]:65535',
    'webku.id:1',
    'webku.id:65535',
    'toko.2go',
    'kopi.123.id',
    longest,
    `${longest}.:12345`,
  ])('accepts %s', (host) => {
    expect(isValidHost(host)).toBe(true);
  });

  it.each([
    'x[::1]:80',
    '[::1]:80x',
    '[1:2]:80',
    '[::1]:0',
    '[::1]:70000',
    'a:b.id:80',
    'kopi.id:80x',
    `${longest}e`,
  ])('refuses %s', (host) => {
    expect(isValidHost(host)).toBe(false);
  });
});

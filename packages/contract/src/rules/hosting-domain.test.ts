import { describe, expect, it } from 'vitest';
import { HOSTING_DOMAIN_MESSAGES as M, normalizeHostingDomain } from './hosting-domain';

describe('normalizeHostingDomain (Public Suffix List)', () => {
  it.each([
    ['tokoku.my.id', 'tokoku.my.id'],
    ['  TokoKu.My.Id  ', 'tokoku.my.id'],
    ['https://tokoku.biz.id/', 'tokoku.biz.id'],
    ['tokoku.web.id.', 'tokoku.web.id'],
    ['kopi-senja.co.id', 'kopi-senja.co.id'],
    ['kopisenja.id', 'kopisenja.id'],
    ['kopisenja.com', 'kopisenja.com'],
    ['kopisenja.co.uk', 'kopisenja.co.uk'],
    ['xn--mnchen-3ya.de', 'xn--mnchen-3ya.de'],
    ['xn--pple-43d.com', 'xn--pple-43d.com'],
    // www is the same site as the name itself, as for a .com to register.
    ['www.tokoku.my.id', 'tokoku.my.id'],
    ['https://WWW.kopisenja.co.id/menu', 'kopisenja.co.id'],
    // A registrable name that happens to start with www stays whole.
    ['www.my.id', 'www.my.id'],
  ])('accepts %j as %j', (input, domain) => {
    expect(normalizeHostingDomain(input)).toEqual({ ok: true, domain });
  });

  it.each([
    ['', M.empty],
    ['my.id', M.bareSuffix('my.id')],
    ['co.id', M.bareSuffix('co.id')],
    ['com', M.noSuffix],
    ['web.id', M.bareSuffix('web.id')],
    ['www.toko.kopisenja.com', M.subdomain('www.toko.kopisenja.com', 'kopisenja.com')],
    ['toko.kopisenja.com', M.subdomain('toko.kopisenja.com', 'kopisenja.com')],
    ['tokoku.zzzz', M.unknownSuffix('zzzz')],
    ['tokoku', M.noSuffix],
    ['192.168.1.10', M.ip],
    ['toko ku.id', M.characters],
    ['tokö.id', M.characters],
    ['-toko.id', M.label],
    ['toko..id', M.label],
    ['xn--zzzzzz.id', M.label],
    [`${'a'.repeat(250)}.com`, M.tooLong],
  ])('refuses %j', (input, message) => {
    expect(normalizeHostingDomain(input)).toEqual({ ok: false, message });
  });

  it('names a punycode domain with its Unicode form in the message', () => {
    expect(normalizeHostingDomain('toko.xn--pple-43d.com')).toEqual({
      ok: false,
      message:
        'Nama domain: toko.xn--pple-43d.com (toko.аpple.com) adalah subdomain. Tulis domain utamanya saja: xn--pple-43d.com (аpple.com)',
    });
  });
});

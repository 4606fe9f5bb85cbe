import { describe, expect, it } from 'vitest';
import { canProceedToDetails, toDomainCheckRequest } from './domain-input';

describe('toDomainCheckRequest', () => {
  it('asks for the .com name of a trimmed, lower-cased label', () => {
    expect(toDomainCheckRequest('  KopiSenja ')).toEqual({
      ok: true,
      domain: 'kopisenja.com',
      path: '/admin/check-domain?domain=kopisenja.com',
    });
  });

  it('accepts what owners paste, with or without .com', () => {
    expect(toDomainCheckRequest('https://www.kopi-senja.com/')).toMatchObject({
      ok: true,
      domain: 'kopi-senja.com',
    });
  });

  it('sends nothing and says "Masukkan nama domain" when empty', () => {
    expect(toDomainCheckRequest('')).toEqual({ ok: false, message: 'Masukkan nama domain' });
    expect(toDomainCheckRequest('   ')).toEqual({ ok: false, message: 'Masukkan nama domain' });
  });

  it('sends nothing for names the registry would refuse', () => {
    expect(toDomainCheckRequest('kopi senja')).toMatchObject({ ok: false });
    expect(toDomainCheckRequest('-kopi')).toMatchObject({ ok: false });
    expect(toDomainCheckRequest('kopisenja.co.id')).toMatchObject({ ok: false });
  });
});

describe('toDomainCheckRequest for a hosting-only plan', () => {
  it('takes the full name the owner holds, under any public suffix', () => {
    expect(toDomainCheckRequest(' TokoKu.My.Id ', 'hosting')).toEqual({
      ok: true,
      domain: 'tokoku.my.id',
      path: '/admin/check-domain?domain=tokoku.my.id&purpose=hosting',
    });
  });

  it('sends nothing for a suffix alone or a subdomain, and says which name to write', () => {
    expect(toDomainCheckRequest('my.id', 'hosting')).toEqual({
      ok: false,
      message: expect.stringContaining('my.id adalah akhiran domain'),
    });
    expect(toDomainCheckRequest('toko.tokoku.my.id', 'hosting')).toEqual({
      ok: false,
      message: expect.stringContaining('Tulis domain utamanya saja: tokoku.my.id'),
    });
  });

  it('drops www. for a name the owner brings, as for a .com to register', () => {
    expect(toDomainCheckRequest('www.tokoku.my.id', 'hosting')).toEqual({
      ok: true,
      domain: 'tokoku.my.id',
      path: '/admin/check-domain?domain=tokoku.my.id&purpose=hosting',
    });
    expect(toDomainCheckRequest('www.kopisenja', 'register')).toMatchObject({
      ok: true,
      domain: 'kopisenja.com',
    });
  });
});

describe('canProceedToDetails', () => {
  it('opens step 2 only for available === "Yes"', () => {
    expect(canProceedToDetails({ domain_name: 'kopisenja.com', available: 'Yes' })).toBe(true);
    expect(canProceedToDetails({ domain_name: 'kopisenja.com', available: 'No' })).toBe(false);
    expect(canProceedToDetails(null)).toBe(false);
    expect(canProceedToDetails(undefined)).toBe(false);
  });
});

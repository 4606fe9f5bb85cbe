import { describe, expect, it } from 'vitest';
import { AUTH_CALLBACK_MESSAGES as M, parseAuthCallback } from './auth-callback';

const complete = {
  success: 'true',
  token: 'tok',
  user_id: '7',
  user_name: 'Siti',
  user_email: 'siti@example.com',
  user_role: 'owner',
};

describe('parseAuthCallback', () => {
  it('returns the token and user when complete', () => {
    expect(parseAuthCallback(complete)).toEqual({
      ok: true,
      token: 'tok',
      user: { id: 7, name: 'Siti', email: 'siti@example.com', role: 'owner' },
      welcome: 'Berhasil masuk dengan Google!',
    });
  });

  it('welcomes a development sign-in as what it was, not as Google', () => {
    const result = parseAuthCallback({ ...complete, provider: 'dev-sandbox' });
    expect(result).toMatchObject({ ok: true, welcome: 'Berhasil masuk (mode pengembangan)' });
    expect(parseAuthCallback({ ...complete, provider: 'oidc' })).toMatchObject({
      welcome: 'Berhasil masuk dengan Google!',
    });
  });

  it('reads URLSearchParams', () => {
    const result = parseAuthCallback(new URLSearchParams('success=true&token=abc&user_id=3'));
    expect(result).toEqual({
      ok: true,
      token: 'abc',
      user: { id: 3, name: '', email: '', role: '' },
      welcome: M.success,
    });
  });

  it.each([
    [{ ...complete, success: 'false' }, M.incomplete],
    [{ success: 'false', message: 'Email belum terdaftar' }, 'Email belum terdaftar'],
    [{ success: 'true', message: 'diabaikan' }, M.incomplete],
    [{ ...complete, success: undefined }, M.incomplete],
    [{ ...complete, token: '' }, M.incomplete],
    [{ ...complete, token: null }, M.incomplete],
    [{ ...complete, user_id: undefined }, M.incomplete],
    [{ ...complete, user_id: 'abc' }, M.incomplete],
    [{}, M.incomplete],
    [{ error: 'account_deactivated' }, M.accountDeactivated],
    [{ error: 'oauth_failed', message: 'ignored' }, M.oauthFailed],
    [{ error: 'other', message: 'Email belum terdaftar' }, 'Email belum terdaftar'],
    [{ error: 'other' }, M.fallback],
    [{ ...complete, error: 'oauth_failed' }, M.oauthFailed],
  ])('%j -> %j', (params, message) => {
    expect(parseAuthCallback(params)).toEqual({ ok: false, message });
  });
});

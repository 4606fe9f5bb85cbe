import { AUTH_CALLBACK_MESSAGES } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { readAuthCallback } from './read-auth-callback';

const read = (query: string) => readAuthCallback(new URL(`https://webku.id/auth/callback${query}`));

describe('readAuthCallback', () => {
  it('returns the token and user for a complete success', () => {
    const { result } = read(
      '?success=true&token=abc&user_id=7&user_name=Sari&user_email=sari%40kopi.id&user_role=x',
    );
    expect(result).toEqual({
      ok: true,
      token: 'abc',
      user: { id: 7, name: 'Sari', email: 'sari@kopi.id', role: 'x' },
      welcome: AUTH_CALLBACK_MESSAGES.success,
    });
  });

  it('succeeds whatever the role is', () => {
    expect(read('?success=true&token=abc&user_id=7&user_role=unknown-role').result.ok).toBe(true);
    expect(read('?success=true&token=abc&user_id=7').result.ok).toBe(true);
  });

  it.each([
    ['success missing', '?token=abc&user_id=7'],
    ['success not exactly true', '?success=1&token=abc&user_id=7'],
    ['token missing', '?success=true&user_id=7'],
    ['user id missing', '?success=true&token=abc'],
    ['no parameters', ''],
  ])('reports incomplete data when %s', (_, query) => {
    expect(read(query).result).toEqual({ ok: false, message: 'Data autentikasi tidak lengkap' });
  });

  it.each([
    ['?error=account_deactivated&message=x', 'Akun Anda telah dinonaktifkan'],
    ['?error=oauth_failed', 'Gagal autentikasi dengan Google'],
    ['?error=state_mismatch&message=Sesi%20kedaluwarsa', 'Sesi kedaluwarsa'],
    ['?error=state_mismatch', 'Gagal masuk dengan Google'],
    ['?error=oauth_failed&success=true&token=abc&user_id=7', 'Gagal autentikasi dengan Google'],
  ])('maps %s to "%s"', (query, message) => {
    expect(read(query).result).toEqual({ ok: false, message });
  });

  it('drops every callback parameter from the address and keeps the rest', () => {
    expect(read('?success=true&token=abc&user_id=7&user_role=r&utm_source=wa#top').cleanPath).toBe(
      '/auth/callback?utm_source=wa#top',
    );
    expect(read('?error=oauth_failed&message=x').cleanPath).toBe('/auth/callback');
  });
});

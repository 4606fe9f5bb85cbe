export const AUTH_CALLBACK_MESSAGES = {
  incomplete: 'Data autentikasi tidak lengkap',
  accountDeactivated: 'Akun Anda telah dinonaktifkan',
  oauthFailed: 'Gagal autentikasi dengan Google',
  fallback: 'Gagal masuk dengan Google',
  success: 'Berhasil masuk dengan Google!',
  // The development sign-in (no Google client) did not use Google.
  developmentSuccess: 'Berhasil masuk (mode pengembangan)',
} as const;

export const AUTH_CALLBACK_PARAMS = [
  'success',
  'token',
  'user_id',
  'user_name',
  'user_email',
  'user_role',
  'error',
  'message',
  'provider',
] as const;

export type AuthCallbackParams = Partial<Record<(typeof AUTH_CALLBACK_PARAMS)[number], string | null>>;

export type AuthCallbackResult =
  | {
      ok: true;
      token: string;
      user: { id: number; name: string; email: string; role: string };
      /** The toast once the server accepted the token, naming how the person signed in. */
      welcome: string;
    }
  | { ok: false; message: string };

function errorMessage(params: AuthCallbackParams): string {
  if (params.error === 'account_deactivated') return AUTH_CALLBACK_MESSAGES.accountDeactivated;
  if (params.error === 'oauth_failed') return AUTH_CALLBACK_MESSAGES.oauthFailed;
  return params.message || AUTH_CALLBACK_MESSAGES.fallback;
}

// An error parameter wins, then a failure the server reports with success=false and its message;
// otherwise success, token and user_id must all be there.
export function parseAuthCallback(input: URLSearchParams | AuthCallbackParams): AuthCallbackResult {
  const params: AuthCallbackParams =
    input instanceof URLSearchParams
      ? Object.fromEntries(AUTH_CALLBACK_PARAMS.map((key) => [key, input.get(key)]))
      : input;
  if (params.error) return { ok: false, message: errorMessage(params) };
  if (params.success === 'false' && params.message) return { ok: false, message: params.message };
  const id = Number(params.user_id);
  if (params.success !== 'true' || !params.token || !params.user_id || !Number.isSafeInteger(id)) {
    return { ok: false, message: AUTH_CALLBACK_MESSAGES.incomplete };
  }
  return {
    ok: true,
    token: params.token,
    user: { id, name: params.user_name ?? '', email: params.user_email ?? '', role: params.user_role ?? '' },
    welcome:
      params.provider === 'dev-sandbox'
        ? AUTH_CALLBACK_MESSAGES.developmentSuccess
        : AUTH_CALLBACK_MESSAGES.success,
  };
}

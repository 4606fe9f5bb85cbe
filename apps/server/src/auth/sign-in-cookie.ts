import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

const NAME = 'webku_sign_in';
// Sent only to the auth routes: the callback and the development sign-in.
const PATH = '/api/auth';

// The browser that asked for the sign-in URL keeps its state; the callback accepts only that browser
// (a callback link completed anywhere else is a login CSRF attempt). Lax: the provider's redirect back
// is a top-level GET navigation, which carries it.
export function rememberSignInState(c: Context, state: string, maxAgeSeconds: number, secure: boolean) {
  setCookie(c, NAME, state, { path: PATH, httpOnly: true, sameSite: 'Lax', secure, maxAge: maxAgeSeconds });
}

export function takeSignInState(c: Context, secure: boolean): string | null {
  const state = getCookie(c, NAME) ?? null;
  if (state) deleteCookie(c, NAME, { path: PATH, secure });
  return state;
}

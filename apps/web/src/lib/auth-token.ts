import { AUTH_TOKEN_STORAGE_KEY } from '@webku/contract';

export const AUTH_TOKEN_KEY = AUTH_TOKEN_STORAGE_KEY;

// localStorage can be missing (tests, SSR) or throw (Safari private mode, blocked storage).
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function getAuthToken(): string | null {
  try {
    return storage()?.getItem(AUTH_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function setAuthToken(token: string): void {
  try {
    storage()?.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Storage full or blocked: the session then only lasts for this page.
  }
}

export function clearAuthToken(): void {
  try {
    storage()?.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing to clear.
  }
}

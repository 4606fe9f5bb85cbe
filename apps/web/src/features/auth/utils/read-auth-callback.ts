import { AUTH_CALLBACK_PARAMS, type AuthCallbackResult, parseAuthCallback } from '@webku/contract';

export type AuthCallbackReading = { result: AuthCallbackResult; cleanPath: string };

// Reads the callback parameters once and gives the address to show instead: the token must not
// linger in the address bar, the history or a shared screenshot.
export function readAuthCallback(url: URL): AuthCallbackReading {
  const result = parseAuthCallback(url.searchParams);
  const rest = new URLSearchParams(url.search);
  for (const key of AUTH_CALLBACK_PARAMS) rest.delete(key);
  const query = rest.toString();
  return { result, cleanPath: `${url.pathname}${query ? `?${query}` : ''}${url.hash}` };
}

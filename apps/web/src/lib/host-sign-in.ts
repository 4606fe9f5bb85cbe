// The admin on the owner's own host: the platform signs the owner in and hands this host a one-time code.
import { readDocumentMeta } from './site-mode';

const PENDING_KEY = 'webku_host_sign_in';

// The platform's sign-in screen for this host, or null when the server did not name a platform.
export function hostSignInUrl(
  platformUrl = readDocumentMeta('webku-platform'),
  host = window.location.hostname,
) {
  if (!platformUrl) return null;
  const url = new URL('/auth/host-sign-in', platformUrl);
  url.searchParams.set('host', host);
  return url.href;
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

// Remembered across the Google round trip, in this tab only.
export function rememberPendingHost(host: string): void {
  try {
    session()?.setItem(PENDING_KEY, host);
  } catch {
    // Blocked storage: the owner lands on the platform admin and opens their host again.
  }
}

export function takePendingHost(): string | null {
  try {
    const host = session()?.getItem(PENDING_KEY) ?? null;
    session()?.removeItem(PENDING_KEY);
    return host;
  } catch {
    return null;
  }
}

export function hostSignInPath(host: string): string {
  return `/auth/host-sign-in?host=${encodeURIComponent(host)}`;
}

import type { AuthCallbackResult } from '@webku/contract';
import { setAuthToken } from '@/lib/auth-token';
import { hostSignInPath, takePendingHost } from '@/lib/host-sign-in';
import { bootstrapSession, clearSession, loadSession } from '@/lib/session';
import { adminPath } from '@/lib/site-mode';
import { notify } from '@/lib/toast';

// Returns where to go next; every failure goes to '/'.
export async function completeSignIn(result: AuthCallbackResult): Promise<string> {
  if (!result.ok) {
    notify.error(result.message);
    // A failed new sign-in keeps an older valid session, if there was one.
    void bootstrapSession();
    return '/';
  }

  setAuthToken(result.token);
  // A sign-in started from the owner's own host goes back there.
  const pendingHost = takePendingHost();
  try {
    const session = await loadSession();
    // Only now is the sign-in known to have worked: the server may still refuse the token.
    notify.success(result.welcome);
    if (pendingHost) return hostSignInPath(pendingHost);
    const slug = session.status === 'authenticated' ? session.company?.slug : undefined;
    return slug ? adminPath(slug) : '/onboarding';
  } catch (error) {
    console.error('Gagal memeriksa status pengguna:', error);
    clearSession();
    notify.error('Gagal memeriksa status pengguna');
    return '/';
  }
}

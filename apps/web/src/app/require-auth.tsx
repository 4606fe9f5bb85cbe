import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { HomeRedirect } from '@/components/home-redirect';
import { PageLoader } from '@/components/page-loader';
import { hostSignInUrl } from '@/lib/host-sign-in';
import { useSession } from '@/lib/session';
import { isModeA } from '@/lib/site-mode';

// On the owner's own host the platform signs them in and sends them back (a session on the platform signs in every host the owner has).
function HostSignInRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return <PageLoader />;
}

// A protected screen sends a signed-out visitor to the root (on the owner's own host, to the platform's sign-in).
export function RequireAuth() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status !== 'authenticated') {
    const signIn = isModeA() ? hostSignInUrl() : null;
    return signIn ? <HostSignInRedirect to={signIn} /> : <HomeRedirect />;
  }
  return <Outlet />;
}

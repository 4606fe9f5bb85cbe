import { Outlet } from 'react-router';
import { HomeRedirect } from '@/components/home-redirect';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session';

// Spec §6: unauthenticated users entering protected screens are sent to the root.
export function RequireAuth() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status !== 'authenticated') return <HomeRedirect />;
  return <Outlet />;
}

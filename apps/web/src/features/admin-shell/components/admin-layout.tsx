import { useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigation, useParams } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { HomeRedirect } from '@/components/home-redirect';
import { PageLoader } from '@/components/page-loader';
import { Sheet } from '@/components/ui/sheet';
import { useSession } from '@/lib/session';
import { adminPath, isModeA } from '@/lib/site-mode';
import { mayOpen, navFor } from '../admin-nav';
import { AdminHeader } from './admin-header';
import { AdminNavList } from './admin-nav-list';

export function AdminLayout() {
  const session = useSession();
  const params = useParams();
  const location = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const isOpeningScreen = useNavigation().state === 'loading';

  if (session.status === 'loading') return <PageLoader />;
  if (session.status !== 'authenticated') return <HomeRedirect />;

  const company = session.company;
  if (!company?.slug) return isModeA() ? <HomeRedirect /> : <Navigate to="/onboarding" replace />;

  // Someone following another company's admin link lands in their own admin, same screen.
  const rest = location.pathname
    .split('/')
    .slice(isModeA() ? 2 : 3)
    .join('/');
  if (!isModeA() && params.slug !== company.slug) {
    return <Navigate to={adminPath(company.slug, rest)} replace />;
  }
  // A screen the person's role does not include opens their first one instead (a Kasir's "Stok & Habis").
  const role = company.role ?? 'owner';
  if (!mayOpen(role, rest))
    return <Navigate to={adminPath(company.slug, navFor(role)[0]?.sub ?? '')} replace />;

  return (
    <div className="min-h-dvh bg-neutral-50">
      <DocumentTitle fallback>{`${company.name} Admin — Webku`}</DocumentTitle>
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:shadow-lg"
      >
        Lewati ke konten
      </a>
      <AdminHeader
        companyName={company.name}
        companyId={company.id}
        companies={session.companies ?? []}
        slug={company.slug}
        publicUrl={company.public_url}
        onOpenMenu={() => setMenuOpen(true)}
      />
      {isOpeningScreen && <ScreenPending />}
      <div className="flex">
        {/* The aside runs the page's full height (its background and border); the list inside stays in view. */}
        <aside className="hidden w-68 shrink-0 border-r border-neutral-200 bg-white md:block">
          <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto">
            <AdminNavList slug={company.slug} />
          </div>
        </aside>
        <main id="admin-main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
          <div className="mx-auto max-w-5xl">
            <Outlet />
          </div>
        </main>
      </div>
      <Sheet open={isMenuOpen} onOpenChange={setMenuOpen} title="Menu admin" className="md:hidden">
        <AdminNavList slug={company.slug} onNavigate={() => setMenuOpen(false)} />
      </Sheet>
    </div>
  );
}

// While the next screen's code loads, the current one stays in place and a thin bar under the header says
// so: nothing moves, and a screen that is already loaded shows no bar at all.
function ScreenPending() {
  return (
    <div className="fixed inset-x-0 top-16 z-30 h-0.5" role="status">
      <div className="h-full origin-left animate-route-pending bg-brand-600 motion-reduce:animate-none" />
      <span className="sr-only">Memuat halaman...</span>
    </div>
  );
}

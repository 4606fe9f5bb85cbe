import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { greetingName } from '@/lib/greeting-name';
import { signOut, useSession } from '@/lib/session';
import { adminPath } from '@/lib/site-mode';
import { useGoHome } from '@/lib/use-go-home';
import { SetupForm } from './setup-form';

export function OnboardingPage() {
  const session = useSession();
  const goHome = useGoHome();
  const [isSigningOut, setSigningOut] = useState(false);

  // A user who already had a site on arrival manages it instead of generating a second one. Only the
  // snapshot on arrival counts: the company created by this form must not trigger the redirect.
  const [existingSlug] = useState(() => session.company?.slug ?? null);
  if (existingSlug) return <Navigate to={adminPath(existingSlug)} replace />;

  const handleSignOut = async () => {
    setSigningOut(true);
    await signOut();
    goHome();
  };

  const greeting = greetingName(session.user?.name);

  return (
    <div className="min-h-dvh bg-cream">
      <DocumentTitle>Setup Website Anda — Webku</DocumentTitle>
      <header className="mx-auto flex max-w-3xl items-center justify-between px-4 py-4 sm:px-6">
        <BrandLogo />
        <Button variant="ghost" onClick={handleSignOut} isLoading={isSigningOut}>
          {!isSigningOut && <LogOut aria-hidden="true" />}
          Keluar
        </Button>
      </header>

      <main className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <Card elevation="raised">
          <CardHeader className="sm:p-8 sm:pb-0">
            <p className="text-sm font-medium text-brand-800">
              {greeting ? `Halo, ${greeting}!` : 'Halo!'} Tinggal satu langkah lagi.
            </p>
            <h1 className="text-2xl font-semibold tracking-tight text-neutral-900 sm:text-3xl">
              Setup Website Anda
            </h1>
            <p className="text-base text-neutral-600">
              Ceritakan sedikit tentang usaha Anda. Kami siapkan website lengkap dengan menu, berita, dan info
              toko yang bisa Anda ubah kapan saja.
            </p>
          </CardHeader>
          <CardContent className="sm:p-8">
            <SetupForm />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}

import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-errors';
import { rememberPendingHost } from '@/lib/host-sign-in';
import { signOut, useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { requestHostCode } from '../api/host-sign-in';
import { LoginCard } from './login-card';

// On the platform: sign in as usual, then go back to the owner's own host with a one-time code.
export function HostSignInPage() {
  const [params] = useSearchParams();
  const host = params.get('host')?.trim() ?? '';
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (!host || session.status !== 'authenticated' || asked.current) return;
    asked.current = true;
    requestHostCode(host)
      .then((finishUrl) => window.location.replace(finishUrl))
      .catch((reason: unknown) => {
        notify.dismissSuccess();
        setError(serverMessage(reason) ?? 'Gagal membuka admin di situs Anda. Silakan coba lagi.');
      });
  }, [host, session.status]);

  useEffect(() => {
    if (host && session.status === 'anonymous') rememberPendingHost(host);
  }, [host, session.status]);

  const switchAccount = async () => {
    await signOut();
    asked.current = false;
    setError(null);
  };

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-cream px-4 py-12">
      <DocumentTitle>Masuk ke admin situs Anda — Webku</DocumentTitle>
      {session.status === 'authenticated' && <BrandLogo />}
      {!host && (
        <p role="alert" className="max-w-md text-center text-neutral-800">
          Alamat situs tidak ada. Buka /admin di situs Anda untuk masuk.
        </p>
      )}
      {host && (
        <p className="max-w-md text-center text-neutral-800" data-testid="host-sign-in-target">
          Masuk untuk membuka admin di <span className="font-semibold [overflow-wrap:anywhere]">{host}</span>.
        </p>
      )}
      {host && error && (
        <div role="alert" className="w-full max-w-md space-y-3 rounded-lg bg-white p-5 shadow">
          {session.status === 'authenticated' && (
            <p className="text-sm text-neutral-700">
              Anda masuk sebagai{' '}
              <span className="font-semibold [overflow-wrap:anywhere]">{session.user.email}</span>.
            </p>
          )}
          <p className="text-sm text-red-700">{error}</p>
          <Button variant="outline" className="w-full" onClick={switchAccount}>
            Keluar dan masuk dengan akun lain
          </Button>
        </div>
      )}
      {host && !error && session.status === 'authenticated' && (
        <div role="status" className="flex items-center gap-3 text-neutral-700">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          Membuka admin di situs Anda...
        </div>
      )}
      {host && session.status !== 'authenticated' && <LoginCard />}
    </main>
  );
}

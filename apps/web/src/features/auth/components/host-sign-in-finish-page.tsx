import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { DocumentTitle } from '@/components/document-title';
import { buttonVariants } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-errors';
import { setAuthToken } from '@/lib/auth-token';
import { hostSignInUrl } from '@/lib/host-sign-in';
import { clearSession, loadSession } from '@/lib/session';
import { exchangeHostCode } from '../api/host-sign-in';

// On the owner's host: the one-time code from the platform becomes this host's session.
export function HostSignInFinishPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // StrictMode runs effects twice in development; the code is single-use.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = new URL(window.location.href).searchParams.get('code') ?? '';
    // The code must not linger in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    exchangeHostCode(code)
      .then(async (token) => {
        setAuthToken(token);
        await loadSession();
        navigate('/admin', { replace: true });
      })
      .catch((reason: unknown) => {
        clearSession();
        setError(serverMessage(reason) ?? 'Gagal masuk. Silakan coba lagi.');
      });
  }, [navigate]);

  const retry = hostSignInUrl();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-cream px-6 text-center">
      <DocumentTitle>Masuk ke admin — Webku</DocumentTitle>
      <BrandLogo />
      {error ? (
        <div role="alert" className="max-w-md space-y-4">
          <h1 className="text-xl font-semibold text-neutral-900">Gagal masuk</h1>
          <p className="text-sm text-neutral-700">{error}</p>
          {retry && (
            <a href={retry} className={buttonVariants({ size: 'lg' })}>
              Coba masuk lagi
            </a>
          )}
        </div>
      ) : (
        <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
          <Loader2 className="size-10 animate-spin text-brand-700" aria-hidden="true" />
          <h1 className="text-xl font-semibold text-neutral-900">Membuka admin...</h1>
        </div>
      )}
    </main>
  );
}

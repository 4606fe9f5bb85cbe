import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { DocumentTitle } from '@/components/document-title';
import { completeSignIn } from '../api/complete-sign-in';
import { readAuthCallback } from '../utils/read-auth-callback';

export function AuthCallbackPage() {
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; the parameters are gone after the first run.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;

    const { result, cleanPath } = readAuthCallback(new URL(window.location.href));
    window.history.replaceState(window.history.state, '', cleanPath);

    void completeSignIn(result).then((to) => navigate(to, { replace: true }));
  }, [navigate]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-cream px-6 text-center">
      <DocumentTitle>Memproses autentikasi — Webku</DocumentTitle>
      <BrandLogo />
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        <Loader2 className="size-10 animate-spin text-brand-700" aria-hidden="true" />
        <div>
          <h1 className="text-xl font-semibold text-neutral-900">Memproses autentikasi...</h1>
          <p className="mt-1 text-sm text-neutral-600">Mohon tunggu sebentar...</p>
        </div>
      </div>
    </main>
  );
}

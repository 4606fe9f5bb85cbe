import { GENERATING_MESSAGE_ROTATION_MS } from '@webku/contract';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { DocumentTitle } from '@/components/document-title';
import { PageLoader } from '@/components/page-loader';
import { Card } from '@/components/ui/card';
import { loadSession, useSession } from '@/lib/session';
import { adminPath } from '@/lib/site-mode';
import { cn } from '@/lib/utils';
import { useRotatingIndex } from '../hooks/use-rotating-index';
import { useWaitForSite } from '../hooks/use-wait-for-site';
import { BuildingIllustration } from './building-illustration';

const MESSAGES = [
  'Asisten kami sedang menyiapkan bagian-bagian website Anda...',
  'Menulis menu, berita, dan info toko untuk Anda...',
  'Sentuhan terakhir: merapikan tampilan dan SEO...',
];

export function GeneratingPage() {
  const session = useSession();
  const navigate = useNavigate();
  const slug = session.company?.slug ?? null;
  const [hasRecheckedSession, setRecheckedSession] = useState(false);
  const messageIndex = useRotatingIndex(MESSAGES.length, GENERATING_MESSAGE_ROTATION_MS);

  // Reloading this page after the company was created: ask /auth/me once for the slug.
  useEffect(() => {
    if (slug || hasRecheckedSession) return;
    loadSession()
      .catch((error: unknown) => console.error('Gagal memuat sesi:', error))
      .finally(() => setRecheckedSession(true));
  }, [slug, hasRecheckedSession]);

  useWaitForSite(slug, () => {
    if (slug) navigate(adminPath(slug), { replace: true });
  });

  if (!slug && hasRecheckedSession) return <Navigate to="/onboarding" replace />;
  if (!slug) return <PageLoader />;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-cream px-4 py-10">
      <DocumentTitle>Menyiapkan website Anda — Webku</DocumentTitle>
      <BrandLogo className="mb-8" />
      <Card elevation="raised" className="w-full max-w-lg px-6 py-10 text-center sm:px-10">
        <div className="mx-auto w-40 motion-safe:animate-bounce sm:w-48">
          <BuildingIllustration className="h-auto w-full" />
        </div>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-neutral-900">
          Website Anda sedang dibuat
        </h1>
        <p className="mt-3 min-h-12 text-base text-neutral-700" role="status" aria-live="polite">
          <span key={messageIndex} className="inline-block motion-safe:animate-fade-in">
            {MESSAGES[messageIndex]}
          </span>
        </p>
        <div className="mt-6 flex justify-center gap-2" aria-hidden="true">
          {MESSAGES.map((message, index) => (
            <span
              key={message}
              className={cn(
                'h-1.5 rounded-full transition-all duration-500',
                index === messageIndex ? 'w-8 bg-brand-700' : 'w-1.5 bg-brand-200',
              )}
            />
          ))}
        </div>
        <p className="mt-8 text-sm text-neutral-600">
          Halaman ini akan pindah otomatis ke admin begitu website Anda siap.
        </p>
      </Card>
    </main>
  );
}

import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '@/components/brand-logo';
import { buttonVariants } from '@/components/ui/button';
import { isModeA } from '@/lib/site-mode';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-neutral-50 px-6 text-center">
      <title>404 — Halaman tidak ditemukan</title>
      <BrandMark className="mb-8 size-12" />
      <p className="text-7xl font-bold tracking-tight text-brand-700 sm:text-8xl">
        <span className="sr-only">Kesalahan </span>404
      </p>
      <h1 className="mt-4 text-xl font-semibold text-neutral-900">Oops! Page not found</h1>
      <p className="mt-2 max-w-sm text-sm text-neutral-600">
        Halaman yang Anda cari tidak ada atau sudah dipindahkan.
      </p>
      {/* In Mode A '/' is the server-rendered site, so the link must load a new document. */}
      <Link to="/" reloadDocument={isModeA()} className={buttonVariants({ className: 'mt-8' })}>
        Return to Home
      </Link>
    </main>
  );
}

import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { isModeA } from '@/lib/site-mode';

// The same look as the server's 404 page (packages/site error.css), which answers unknown paths on a
// full page load; this one covers links followed inside the app.
export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className="grid min-h-dvh place-items-center bg-[radial-gradient(circle_at_30%_20%,#fffdf9_0%,#faf7f2_45%,#f1e8dc_100%)] p-6 font-sans text-[#3b2a20]">
      <DocumentTitle>Oops! Page not found</DocumentTitle>
      <div className="w-full max-w-[480px] rounded-[20px] bg-white px-8 py-12 text-center leading-relaxed shadow-[0_1px_2px_rgb(59_42_32/0.06),0_20px_48px_rgb(59_42_32/0.1)]">
        <p
          className="text-[4.5rem] leading-none font-extrabold tracking-[-0.04em] text-[#b07a45]"
          aria-hidden="true"
        >
          404
        </p>
        <h1 className="mt-4 mb-2 text-[1.6rem] leading-tight font-bold text-[#2e2019]">
          Oops! Page not found
        </h1>
        <p className="text-[#6e5b4e]">Halaman yang Anda cari tidak ada atau sudah dipindahkan.</p>
        {/* In Mode A '/' is the server-rendered site, so the link must load a new document. */}
        <Link
          to="/"
          reloadDocument={isModeA()}
          className="mt-7 inline-flex min-h-12 items-center rounded-full bg-[#3b2a20] px-6 py-2.5 font-bold text-[#faf7f2] no-underline hover:bg-[#55402f] focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-[#c8894d]"
        >
          Return to Home
        </Link>
      </div>
    </main>
  );
}

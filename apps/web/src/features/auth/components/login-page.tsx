import { Check, ChevronDown } from 'lucide-react';
import { BrandMark } from '@/components/brand-logo';
import { DocumentTitle } from '@/components/document-title';
import { HeroIllustration } from './hero-illustration';
import { LoginCard } from './login-card';

const HIGHLIGHTS = [
  'Masuk dengan akun Google, tanpa kata sandi baru',
  'Isi lima kolom, isi website dibuatkan otomatis',
  'Rapi di layar ponsel pelanggan Anda',
];

function scrollToLogin() {
  const target = document.getElementById('masuk');
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target?.querySelector<HTMLElement>('button, a')?.focus({ preventScroll: true });
}

export function LoginPage() {
  return (
    <div className="min-h-dvh bg-cream md:grid md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <DocumentTitle>{'Webku — Web Builder Simple & Murah untuk UMKM'}</DocumentTitle>

      {/* One screen tall: the phone is cut off by the bottom edge, so the scroll button stays in view. */}
      <section
        aria-labelledby="hero-heading"
        className="relative isolate flex h-dvh min-h-[40rem] flex-col overflow-hidden bg-espresso px-6 pt-6 text-white md:sticky md:top-0 md:px-12 md:pt-10 lg:px-16"
      >
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-24 -z-10 size-96 rounded-full bg-brand-600/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-40 -left-24 -z-10 size-96 rounded-full bg-brand-400/25 blur-3xl"
        />

        <div className="flex items-center gap-2.5">
          <BrandMark className="size-8 rounded-[9px] ring-1 ring-white/20" />
          <span className="text-lg font-bold tracking-tight">Webku</span>
        </div>

        <div className="mt-8 max-w-lg lg:mt-12">
          <p className="inline-flex items-center rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-brand-100 ring-1 ring-white/15">
            Untuk UMKM Indonesia
          </p>
          <h2
            id="hero-heading"
            className="mt-4 text-3xl leading-tight font-bold tracking-tight text-balance lg:text-4xl"
          >
            Website usaha Anda, siap dalam hitungan menit.
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-brand-100 sm:text-base">
            Tampilkan menu, harga, berita, dan lokasi toko dengan website yang rapi, tanpa perlu jago coding.
          </p>
          <ul className="mt-5 space-y-2.5">
            {HIGHLIGHTS.map((text) => (
              <li key={text} className="flex items-start gap-3 text-sm text-white/90">
                <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-400 text-espresso">
                  <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>

        <div className="relative mx-auto mt-8 w-60 shrink-0 sm:w-64 lg:mt-10 lg:w-72">
          <HeroIllustration className="h-auto w-full drop-shadow-2xl" />
          <div className="absolute top-28 -left-20 hidden rounded-xl bg-white px-3 py-2 text-xs font-semibold text-neutral-900 shadow-lg sm:block">
            <span className="text-brand-700">Rp 22.000</span> · Es Kopi Susu
          </div>
          <div className="absolute top-44 -right-16 hidden rounded-xl bg-white px-3 py-2 text-xs font-semibold text-neutral-900 shadow-lg sm:block">
            ✓ Siap dibagikan
          </div>
        </div>

        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-40 bg-linear-to-t from-espresso via-espresso/80 to-transparent"
        />
        <button
          type="button"
          data-action="scroll-to-login"
          onClick={scrollToLogin}
          className="absolute bottom-6 left-1/2 inline-flex min-h-11 -translate-x-1/2 items-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-espresso shadow-lg md:hidden"
        >
          Mulai sekarang
          <ChevronDown className="size-4 motion-safe:animate-bounce" aria-hidden="true" />
        </button>
      </section>

      <main
        id="masuk"
        className="flex scroll-mt-4 items-center justify-center px-4 py-12 sm:px-6 md:min-h-dvh md:px-10"
      >
        <LoginCard />
      </main>
    </div>
  );
}

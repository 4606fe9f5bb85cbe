import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { DocumentTitle } from '@/components/document-title';

type LegalSection = { heading: string; body: ReactNode };

export function LegalPage({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: LegalSection[];
}) {
  return (
    <div className="min-h-dvh bg-cream">
      <DocumentTitle>{`${title} — Webku`}</DocumentTitle>
      <header className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-lg"
          aria-label="Webku, kembali ke beranda"
        >
          <BrandLogo />
        </Link>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-neutral-700 hover:bg-white hover:text-neutral-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Kembali
        </Link>
      </header>
      <main className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <article className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-10">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 text-sm text-neutral-600">Terakhir diperbarui: {updated}</p>
          <div className="mt-8 space-y-8">
            {sections.map((section) => (
              <section key={section.heading}>
                <h2 className="text-lg font-semibold text-neutral-900">{section.heading}</h2>
                <div className="mt-2 space-y-3 text-[15px] leading-relaxed text-neutral-700">
                  {section.body}
                </div>
              </section>
            ))}
          </div>
        </article>
      </main>
    </div>
  );
}

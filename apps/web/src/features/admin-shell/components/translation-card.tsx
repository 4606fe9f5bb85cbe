import type { Dashboard } from '@webku/contract';
import { LANGUAGE_NAMES } from '@webku/contract';
import { Languages } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { adminPath } from '@/lib/site-mode';
import { CardLink } from './card-link';

// While the site has a second language: what is still untranslated, per editor. A missing translation
// never blocks anything: that page shows the main language's words until the owner writes them.
export function TranslationCard({
  slug,
  translations,
}: {
  slug: string;
  translations: Dashboard['translations'];
}) {
  if (!translations) return null;
  const language = LANGUAGE_NAMES[translations.language];
  return (
    <section aria-labelledby="translations-heading" className="space-y-3">
      <h2 id="translations-heading" className="text-sm font-semibold text-neutral-700">
        Terjemahan {language}
      </h2>
      <Card className="p-4">
        {translations.missing.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-neutral-700">
            <Languages className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            Semua teks Anda sudah ada dalam {language}.
          </p>
        ) : (
          <ul className="divide-y divide-neutral-100">
            {translations.missing.map((entry) => (
              <li key={entry.route} className="flex items-center gap-3 py-2 first:pt-0 last:pb-0">
                <span className="min-w-0 flex-1 text-sm">
                  <span className="font-semibold text-neutral-900">{entry.title}</span>
                  <span className="block text-neutral-600">
                    {entry.missing} teks belum diterjemahkan; halaman {language} menampilkan teks utama.
                  </span>
                </span>
                <CardLink
                  to={adminPath(slug, entry.route)}
                  word="Terjemahkan"
                  name={entry.title}
                  className="shrink-0"
                />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

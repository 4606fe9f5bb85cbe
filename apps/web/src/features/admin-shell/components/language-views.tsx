import { LANGUAGE_NAMES, type VisitStats } from '@webku/contract';
import { Languages } from 'lucide-react';
import { StatRow } from './stat-row';

// While the site has a second language: how often each language's pages were read, as
// "Halaman English: 12 kunjungan", the site's own language first. Nothing for a one-language site.
export function LanguageViews({ languages }: { languages: VisitStats['languages'] }) {
  return languages.map(({ language, views }) => (
    <StatRow
      key={language}
      icon={Languages}
      label={`Halaman ${LANGUAGE_NAMES[language]}`}
      count={views}
      unit="kunjungan"
      data-visits-language={language}
    />
  ));
}

import { type AnyOneRowSection, findOneRowSection, SECTIONS, type SectionKey } from '@webku/contract';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import type { OneRowParts } from '@/lib/one-row-parts';
import { useWebSettings } from '@/lib/use-web-settings';
import { useOneRow } from '../api/use-one-row';
import { sectionPlacement } from '../utils/section-placement';
import { OneRowForm } from './one-row-form';

// A section framing every page (no navigation link of its own): where they show goes without saying.
const framesEveryPage = (key: string) => !('navigation' in (SECTIONS[key as SectionKey] ?? {}));

/** The editor of a one-row section (About us), drawn from its definition and its own parts. */
export function OneRowPage({ section, parts }: { section: AnyOneRowSection; parts?: OneRowParts }) {
  const row = useOneRow(section);
  // Placement depends on the template, so it is said only once the template is known.
  const settings = useWebSettings();
  const placement =
    settings.isSuccess && !framesEveryPage(section.key)
      ? ` ${sectionPlacement(settings.data?.template_selected, section.key)}`.trimEnd()
      : '';
  const title = section.title.id;
  return (
    <div className="space-y-6">
      <PageHeader title={title} description={`${section.purpose}${placement}`} />
      {row.isPending ? (
        <LinesSkeleton label={`Memuat bagian ${title}`} />
      ) : row.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {title} gagal dimuat. Muat ulang halaman untuk mencoba lagi.
        </p>
      ) : (
        <OneRowForm section={section} stored={row.data} parts={parts} />
      )}
    </div>
  );
}

/**
 * The admin route's screen for the one-row section with this key; `useParts` is the section's own editor
 * part, where it has one (in the section's own feature folder).
 */
export function oneRowScreen(key: string, useParts?: () => OneRowParts) {
  const section = findOneRowSection(key);
  if (!section) throw new Error(`No one-row section '${key}'`);
  return function OneRowScreen() {
    const parts = useParts?.();
    return <OneRowPage section={section} parts={parts} />;
  };
}

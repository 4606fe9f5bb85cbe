import { type AnyOneRowSection, findOneRowSection } from '@webku/contract';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { useWebSettings } from '@/lib/use-web-settings';
import { useOneRow } from '../api/use-one-row';
import { sectionPlacement } from '../utils/section-placement';
import { OneRowForm } from './one-row-form';

/** The editor of a one-row section (About us), drawn from its definition. */
export function OneRowPage({ section }: { section: AnyOneRowSection }) {
  const row = useOneRow(section);
  // Placement depends on the template, so it is said only once the template is known.
  const settings = useWebSettings();
  const placement = settings.isSuccess
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
        <OneRowForm section={section} stored={row.data} />
      )}
    </div>
  );
}

/** The admin route's screen for the one-row section with this key. */
export function oneRowScreen(key: string) {
  const section = findOneRowSection(key);
  if (!section) throw new Error(`No one-row section '${key}'`);
  return function OneRowScreen() {
    return <OneRowPage section={section} />;
  };
}

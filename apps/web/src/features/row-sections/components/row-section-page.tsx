import type { AnyRowSection } from '@webku/contract';
import { findRowSection } from '@webku/sections/definitions';
import { RefreshCw } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useRows } from '../api/use-row-section';
import { RowList } from './row-list';
import { RowSectionSettingsCard } from './row-section-settings';

/** The editor of one row section, drawn from its definition: its settings, then its rows. */
export function RowSectionPage({ section }: { section: AnyRowSection }) {
  const rows = useRows(section);
  return (
    <div className="space-y-8">
      <PageHeader title={section.title.id} description={section.purpose} />
      <RowSectionSettingsCard section={section} />
      {rows.isPending ? (
        <LinesSkeleton label={`Memuat ${section.noun}`} />
      ) : rows.isError ? (
        <EmptyState
          icon={RefreshCw}
          title={`Daftar ${section.noun} gagal dimuat`}
          description="Periksa koneksi internet Anda, lalu coba lagi."
          action={
            <Button variant="outline" onClick={() => rows.refetch()}>
              Coba lagi
            </Button>
          }
        />
      ) : (
        <RowList section={section} rows={rows.data} />
      )}
    </div>
  );
}

/** The admin route's screen for the row section with this key (the routes are made from the same list). */
export function rowSectionScreen(key: string) {
  const section = findRowSection(key);
  if (!section) throw new Error(`No row section '${key}'`);
  return function RowSectionScreen() {
    return <RowSectionPage section={section} />;
  };
}

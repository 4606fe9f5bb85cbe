import { RefreshCw } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { CardsSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { SectionSettingsCard } from '@/components/section-settings/section-settings-card';
import { Button } from '@/components/ui/button';
import { useMerchandise } from '@/lib/catalog-queries';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { MerchandiseList } from './merchandise-list';

export function MerchandisePage() {
  const items = useMerchandise();
  useLoadErrorToast(items.error, 'Failed to load merchandise data');
  const sorted = [...(items.data ?? [])].sort((a, b) => a.display_order - b.display_order || a.id - b.id);

  return (
    <div className="space-y-8">
      <PageHeader
        title="Merchandise"
        description="Produk yang Anda jual selain menu, masing-masing dengan galeri foto."
      />
      <SectionSettingsCard type="merchandise" loadErrorMessage="Failed to load merchandise data" />
      {items.isPending ? (
        <CardsSkeleton label="Memuat merchandise" />
      ) : items.isError ? (
        <EmptyState
          icon={RefreshCw}
          title="Merchandise gagal dimuat"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          action={
            <Button variant="outline" onClick={() => items.refetch()}>
              Coba lagi
            </Button>
          }
        />
      ) : (
        <MerchandiseList items={sorted} />
      )}
    </div>
  );
}

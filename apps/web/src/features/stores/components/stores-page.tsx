import { RefreshCw } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { SectionSettingsCard } from '@/components/section-settings/section-settings-card';
import { Button } from '@/components/ui/button';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { useStores } from '../api/use-stores';
import { StoresList } from './stores-list';

export function StoresPage() {
  const stores = useStores();
  useLoadErrorToast(stores.error, 'Failed to load stores data');
  const sorted = [...(stores.data ?? [])].sort((a, b) => a.display_order - b.display_order || a.id - b.id);

  return (
    <div className="space-y-8">
      <PageHeader
        title="Stores"
        description="Tempat tamu menemukan Anda: alamat, jam buka dan tautan peta."
      />
      {/* If the stores' section settings fail to load, the card quietly starts from the defaults. */}
      <SectionSettingsCard type="stores" />
      {stores.isPending ? (
        <LinesSkeleton label="Memuat toko" />
      ) : stores.isError ? (
        <EmptyState
          icon={RefreshCw}
          title="Daftar toko gagal dimuat"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          action={
            <Button variant="outline" onClick={() => stores.refetch()}>
              Coba lagi
            </Button>
          }
        />
      ) : (
        <StoresList stores={sorted} />
      )}
    </div>
  );
}

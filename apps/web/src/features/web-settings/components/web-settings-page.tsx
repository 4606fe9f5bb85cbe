import { RefreshCw } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { useWebSettings } from '@/lib/use-web-settings';
import { OrderLinksCard } from './order-links-card';
import { WebSettingsForm } from './web-settings-form';

export function WebSettingsPage() {
  const settings = useWebSettings();
  useLoadErrorToast(settings.error, 'Failed to load web settings', { ignoreNotFound: true });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Web Settings"
        description="Judul, navigasi, mesin pencari dan tampilan saat dibagikan, template, pesanan WhatsApp dan QRIS, serta halaman legal."
      />
      {settings.isPending ? (
        <LinesSkeleton label="Memuat pengaturan web" />
      ) : settings.isError ? (
        <EmptyState
          icon={RefreshCw}
          title="Pengaturan web gagal dimuat"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          action={
            <Button variant="outline" onClick={() => settings.refetch()}>
              Coba lagi
            </Button>
          }
        />
      ) : (
        <>
          <WebSettingsForm record={settings.data} />
          {settings.data && <OrderLinksCard record={settings.data} />}
        </>
      )}
    </div>
  );
}

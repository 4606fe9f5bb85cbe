import { RefreshCw } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { useFooter } from '../api/use-footer';
import { FooterForm } from './footer-form';

export function FooterPage() {
  const footer = useFooter();
  const companyName = useSession().company?.name;
  useLoadErrorToast(footer.error, 'Failed to load footer configuration');

  return (
    <div className="space-y-6">
      <PageHeader
        title="Footer"
        description="Kontak, media sosial dan baris hak cipta di bagian bawah setiap halaman."
      />
      {footer.isPending ? (
        <LinesSkeleton label="Memuat footer" />
      ) : footer.isError ? (
        <EmptyState
          icon={RefreshCw}
          title="Footer gagal dimuat"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          action={
            <Button variant="outline" onClick={() => footer.refetch()}>
              Coba lagi
            </Button>
          }
        />
      ) : (
        <FooterForm footer={footer.data} companyName={companyName} />
      )}
    </div>
  );
}

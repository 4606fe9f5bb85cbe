import { RefreshCw } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { SectionSettingsCard } from '@/components/section-settings/section-settings-card';
import { Button } from '@/components/ui/button';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { useNews } from '../api/use-news';
import { NewsList } from './news-list';

export function NewsPage() {
  const news = useNews();
  useLoadErrorToast(news.error, 'Failed to load news data');
  const sorted = [...(news.data ?? [])].sort((a, b) => a.display_order - b.display_order || b.id - a.id);

  return (
    <div className="space-y-8">
      <PageHeader title="News" description="Promo, acara dan cerita untuk pengunjung Anda." />
      <SectionSettingsCard type="news" loadErrorMessage="Failed to load news data" />
      {news.isPending ? (
        <LinesSkeleton label="Memuat berita" />
      ) : news.isError ? (
        <EmptyState
          icon={RefreshCw}
          title="Berita gagal dimuat"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          action={
            <Button variant="outline" onClick={() => news.refetch()}>
              Coba lagi
            </Button>
          }
        />
      ) : (
        <NewsList articles={sorted} />
      )}
    </div>
  );
}

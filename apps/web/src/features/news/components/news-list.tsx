import type { NewsArticle } from '@webku/contract';
import { Newspaper, Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ImageThumb } from '@/components/image-field/image-thumb';
import { ListHeader } from '@/components/list-header';
import { ResponsiveTable } from '@/components/responsive-table';
import { RowActions } from '@/components/row-actions';
import { StatusBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDeleteNews } from '../api/use-news';
import { articleDate } from '../utils/news-form';
import { NewsDialog } from './news-dialog';

export function NewsList({ articles }: { articles: NewsArticle[] }) {
  const [editing, setEditing] = useState<{ article: NewsArticle | null } | null>(null);
  const [deleting, setDeleting] = useState<NewsArticle | null>(null);
  const removal = useDeleteNews();

  const handleDelete = async () => {
    if (!deleting) return;
    await removal.mutateAsync(deleting.id).catch(() => undefined);
    setDeleting(null);
  };

  const addButton = (
    <Button onClick={() => setEditing({ article: null })}>
      <Plus aria-hidden="true" /> Tulis artikel
    </Button>
  );

  return (
    <section className="space-y-4" aria-label="Artikel berita">
      <ListHeader title="Artikel" count={articles.length} actions={articles.length > 0 && addButton} />
      {articles.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          title="Belum ada berita"
          description="Bagikan menu baru, promo atau acara. Artikel langsung tampil di website Anda begitu diterbitkan."
          action={addButton}
        />
      ) : (
        <ResponsiveTable
          caption="Artikel berita"
          rows={articles}
          getKey={(article) => article.id}
          thumbnail={(article) => <ImageThumb src={article.thumbnail} alt="" />}
          primary={(article) => article.title}
          columns={[
            {
              key: 'title',
              header: 'Judul',
              hideOnCard: true,
              className: 'max-w-sm',
              cell: (article) => (
                <span className="line-clamp-2 font-medium text-neutral-900">{article.title}</span>
              ),
            },
            {
              key: 'category',
              header: 'Kategori',
              // The owner's category may be one long word: it wraps instead of widening the card.
              cell: (article) => (article.category ? <Badge canWrap>{article.category}</Badge> : '—'),
            },
            {
              key: 'date',
              header: 'Tanggal',
              className: 'whitespace-nowrap',
              cell: (article) => articleDate(article),
            },
            {
              key: 'status',
              header: 'Status',
              cell: (article) => <StatusBadge isOn={article.is_published} on="Terbit" off="Draf" />,
            },
          ]}
          actions={(article) => (
            <RowActions
              name={article.title}
              onEdit={() => setEditing({ article })}
              onDelete={() => setDeleting(article)}
            />
          )}
        />
      )}
      <NewsDialog
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(null)}
        item={editing?.article ?? null}
        items={articles}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Hapus artikel?"
        subject={deleting?.title}
        isBusy={removal.isPending}
        onConfirm={handleDelete}
      />
    </section>
  );
}

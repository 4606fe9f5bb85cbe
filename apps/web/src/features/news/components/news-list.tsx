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
      <Plus aria-hidden="true" /> Write an article
    </Button>
  );

  return (
    <section className="space-y-4" aria-label="News articles">
      <ListHeader title="Articles" count={articles.length} actions={articles.length > 0 && addButton} />
      {articles.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          title="No news yet"
          description="Share a new menu, a promo or an event. Articles appear on your website as soon as they are published."
          action={addButton}
        />
      ) : (
        <ResponsiveTable
          caption="News articles"
          rows={articles}
          getKey={(article) => article.id}
          thumbnail={(article) => <ImageThumb src={article.thumbnail} alt="" />}
          primary={(article) => article.title}
          columns={[
            {
              key: 'title',
              header: 'Title',
              hideOnCard: true,
              className: 'max-w-sm',
              cell: (article) => (
                <span className="line-clamp-2 font-medium text-neutral-900">{article.title}</span>
              ),
            },
            {
              key: 'category',
              header: 'Category',
              // The owner's category may be one long word: it wraps instead of widening the card.
              cell: (article) =>
                article.category ? (
                  <Badge className="max-w-full whitespace-normal wrap-anywhere">{article.category}</Badge>
                ) : (
                  '—'
                ),
            },
            {
              key: 'date',
              header: 'Date',
              className: 'whitespace-nowrap',
              cell: (article) => articleDate(article),
            },
            {
              key: 'status',
              header: 'Status',
              cell: (article) => <StatusBadge isOn={article.is_published} on="Published" off="Draft" />,
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
        article={editing?.article ?? null}
        articles={articles}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete article?"
        subject={deleting?.title}
        isBusy={removal.isPending}
        onConfirm={handleDelete}
      />
    </section>
  );
}

import { canDeleteMenuCategory, type MenuCategory, type MenuItem } from '@webku/contract';
import { FolderPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ImageThumb } from '@/components/image-field/image-thumb';
import { ListHeader } from '@/components/list-header';
import { ResponsiveTable } from '@/components/responsive-table';
import { RowActions } from '@/components/row-actions';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { useDeleteCategory } from '../api/use-menu';
import { itemsOfCategory } from '../utils/menu-form';
import { CategoryDialog } from './category-dialog';

type CategoryListProps = { categories: MenuCategory[]; items: MenuItem[] };

export function CategoryList({ categories, items }: CategoryListProps) {
  const [editing, setEditing] = useState<{ category: MenuCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<MenuCategory | null>(null);
  const removal = useDeleteCategory();
  const countOf = (category: MenuCategory) => itemsOfCategory(items, category.id).length;

  const handleDelete = async () => {
    if (!deleting) return;
    await removal.mutateAsync(deleting.id).catch(() => undefined);
    setDeleting(null);
  };

  const addButton = (
    <Button onClick={() => setEditing({ category: null })}>
      <Plus aria-hidden="true" /> Tambah kategori
    </Button>
  );

  return (
    <section className="space-y-4" aria-label="Kategori">
      <ListHeader title="Kategori" count={categories.length} actions={categories.length > 0 && addButton} />
      {categories.length === 0 ? (
        <EmptyState
          icon={FolderPlus}
          title="Belum ada kategori"
          description="Mulai dengan kategori seperti Kopi atau Camilan, lalu tambahkan item menu ke dalamnya."
          action={addButton}
        />
      ) : (
        <ResponsiveTable
          caption="Kategori menu"
          rows={categories}
          getKey={(category) => category.id}
          thumbnail={(category) => <ImageThumb src={category.image} alt="" />}
          primary={(category) => category.name}
          columns={[
            {
              key: 'name',
              header: 'Nama',
              hideOnCard: true,
              cell: (category) => (
                <div>
                  <p className="font-medium text-neutral-900">{category.name}</p>
                  <p className="text-xs text-neutral-500">{category.slug}</p>
                </div>
              ),
            },
            { key: 'items', header: 'Jumlah item', cell: (category) => countOf(category) },
            { key: 'order', header: 'Urutan', cell: (category) => category.display_order },
            {
              key: 'status',
              header: 'Status',
              cell: (category) => <StatusBadge isOn={category.is_active} />,
            },
          ]}
          actions={(category) => {
            const count = countOf(category);
            const canDelete = canDeleteMenuCategory({ menu_items: itemsOfCategory(items, category.id) });
            return (
              <RowActions
                name={category.name}
                onEdit={() => setEditing({ category })}
                onDelete={() => setDeleting(category)}
                deleteBlockedReason={canDelete ? null : `Pindahkan atau hapus dulu ${count} item di dalamnya`}
              />
            );
          }}
        />
      )}
      <CategoryDialog
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(null)}
        category={editing?.category ?? null}
        categories={categories}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Hapus kategori?"
        subject={deleting?.name}
        isBusy={removal.isPending}
        onConfirm={handleDelete}
      />
    </section>
  );
}

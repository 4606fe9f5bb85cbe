import { API, formatRupiah, type MenuCategory, type MenuItem } from '@webku/contract';
import { Plus, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ImageThumb } from '@/components/image-field/image-thumb';
import { ListHeader } from '@/components/list-header';
import { ResponsiveTable } from '@/components/responsive-table';
import { RowActions } from '@/components/row-actions';
import { SoldOutSwitch } from '@/components/sold-out-switch';
import { StatusBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { menuKey, useDeleteMenuItem } from '../api/use-menu';
import { ItemDialog } from './item-dialog';

type ItemListProps = { categories: MenuCategory[]; items: MenuItem[] };

function ItemName({ item }: { item: MenuItem }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="min-w-0 font-medium text-neutral-900 wrap-anywhere">{item.name}</span>
      {item.is_best_seller && <Badge tone="brand">★ Best Seller</Badge>}
      {item.is_recommended && <Badge tone="warning">👍 Recommended</Badge>}
    </div>
  );
}

export function ItemList({ categories, items }: ItemListProps) {
  const [filter, setFilter] = useState('all');
  const [editing, setEditing] = useState<{ item: MenuItem | null } | null>(null);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);
  const removal = useDeleteMenuItem();
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  const shown = filter === 'all' ? items : items.filter((item) => String(item.category_id) === filter);
  const defaultCategoryId = filter === 'all' ? (categories[0]?.id ?? null) : Number(filter);

  const handleDelete = async () => {
    if (!deleting) return;
    await removal.mutateAsync(deleting.id).catch(() => undefined);
    setDeleting(null);
  };

  const addButton = (
    <Button onClick={() => setEditing({ item: null })} disabled={categories.length === 0}>
      <Plus aria-hidden="true" /> Tambah item
    </Button>
  );

  return (
    <section className="space-y-4" aria-label="Item menu">
      <ListHeader
        title="Item Menu"
        count={items.length}
        actions={
          <>
            {categories.length > 1 && (
              <Select
                aria-label="Saring per kategori"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                className="sm:w-52"
              >
                <option value="all">Semua kategori</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </Select>
            )}
            {items.length > 0 && addButton}
          </>
        }
      />
      {shown.length === 0 ? (
        <EmptyState
          icon={UtensilsCrossed}
          title={categories.length === 0 ? 'Tambahkan kategori dulu' : 'Belum ada item menu'}
          description={
            categories.length === 0
              ? 'Setiap item menu masuk ke satu kategori. Buat kategori di atas, lalu kembali ke sini.'
              : 'Tambahkan makanan dan minuman Anda dengan harga dan foto. Tandai andalan Anda sebagai Best Seller.'
          }
          action={categories.length > 0 ? addButton : undefined}
        />
      ) : (
        <ResponsiveTable
          caption="Item menu"
          rows={shown}
          getKey={(item) => item.id}
          thumbnail={(item) => <ImageThumb src={item.image} alt="" />}
          primary={(item) => <ItemName item={item} />}
          columns={[
            { key: 'name', header: 'Nama', hideOnCard: true, cell: (item) => <ItemName item={item} /> },
            {
              key: 'category',
              header: 'Kategori',
              cell: (item) => categoryName.get(item.category_id) ?? '—',
            },
            {
              key: 'price',
              header: 'Harga',
              className: 'tabular-nums whitespace-nowrap',
              cell: (item) => formatRupiah(item.price),
            },
            { key: 'status', header: 'Status', cell: (item) => <StatusBadge isOn={item.is_active} /> },
            {
              key: 'sold-out',
              header: 'Stok',
              cell: (item) => (
                <SoldOutSwitch item={item} path={API.admin.menu.itemSoldOut} listKey={menuKey} />
              ),
            },
          ]}
          actions={(item) => (
            <RowActions
              name={item.name}
              onEdit={() => setEditing({ item })}
              onDelete={() => setDeleting(item)}
            />
          )}
        />
      )}
      <ItemDialog
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(null)}
        item={editing?.item ?? null}
        items={items}
        categories={categories}
        defaultCategoryId={defaultCategoryId}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Hapus item menu?"
        subject={deleting?.name}
        isBusy={removal.isPending}
        onConfirm={handleDelete}
      />
    </section>
  );
}

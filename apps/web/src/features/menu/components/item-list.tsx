import { type AdminMenuItem, API, formatRupiah, type MenuCategory } from '@webku/contract';
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
import { queryKeys } from '@/lib/query-keys';
import { useConfirmExample, useDeleteMenuItem } from '../api/use-menu';
import { ItemDialog } from './item-dialog';

type ItemListProps = { categories: MenuCategory[]; items: AdminMenuItem[] };

// An example item: a quiet "contoh" mark and "Pakai", which keeps it as it is (editing keeps it too).
function ExampleMark({ item }: { item: AdminMenuItem }) {
  const confirm = useConfirmExample();
  return (
    <span className="inline-flex items-center gap-1">
      <Badge tone="muted" title="Contoh dari kami, belum Anda pilih">
        contoh
      </Badge>
      <Button
        variant="ghost"
        size="xs"
        className="-my-2"
        onClick={() => confirm.mutate(item)}
        isLoading={confirm.isPending}
        aria-label={`Pakai ${item.name}`}
      >
        <span className="text-brand-800 underline underline-offset-2">Pakai</span>
      </Button>
    </span>
  );
}

function ItemName({ item }: { item: AdminMenuItem }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="min-w-0 font-medium text-neutral-900 wrap-anywhere">{item.name}</span>
      {item.is_example && <ExampleMark item={item} />}
      {item.is_best_seller && <Badge tone="brand">★ Best Seller</Badge>}
      {item.is_recommended && <Badge tone="warning">👍 Recommended</Badge>}
    </div>
  );
}

export function ItemList({ categories, items }: ItemListProps) {
  const [filter, setFilter] = useState('all');
  const [editing, setEditing] = useState<{ item: AdminMenuItem | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminMenuItem | null>(null);
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
      {items.some((item) => item.is_example) && (
        <p className="text-sm text-neutral-600">
          Item bertanda <span className="font-medium text-neutral-800">contoh</span> kami isi karena biasa ada
          di usaha seperti Anda, tanpa harga. Ketuk{' '}
          <span className="font-medium text-neutral-800">Pakai</span> bila Anda menjualnya, ubah, atau hapus
          bila tidak.
        </p>
      )}
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
              // Visitors see "Tanya harga" for an item without a price; the owner sees that it is missing.
              cell: (item) =>
                item.price > 0 ? (
                  formatRupiah(item.price)
                ) : (
                  <span className="text-neutral-500">Belum ada harga</span>
                ),
            },
            { key: 'status', header: 'Status', cell: (item) => <StatusBadge isOn={item.is_active} /> },
            {
              key: 'sold-out',
              header: 'Stok',
              cell: (item) => (
                <SoldOutSwitch item={item} path={API.admin.menu.itemSoldOut} listKey={queryKeys.menu} />
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

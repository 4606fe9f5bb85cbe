import { API, formatRupiah, type MerchandiseItem } from '@webku/contract';
import { Plus, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ImageThumb } from '@/components/image-field/image-thumb';
import { ListHeader } from '@/components/list-header';
import { ResponsiveTable } from '@/components/responsive-table';
import { RowActions } from '@/components/row-actions';
import { SoldOutSwitch } from '@/components/sold-out-switch';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { merchandiseEmptyLine, useOfferWording } from '@/lib/offer-wording';
import { queryKeys } from '@/lib/query-keys';
import { useDeleteMerchandise } from '../api/use-merchandise';
import { coverImage } from '../utils/merchandise-form';
import { MerchandiseDialog } from './merchandise-dialog';

export function MerchandiseList({ items }: { items: MerchandiseItem[] }) {
  const [editing, setEditing] = useState<{ item: MerchandiseItem | null } | null>(null);
  const [deleting, setDeleting] = useState<MerchandiseItem | null>(null);
  const wording = useOfferWording();
  const removal = useDeleteMerchandise();

  const handleDelete = async () => {
    if (!deleting) return;
    await removal.mutateAsync(deleting.id).catch(() => undefined);
    setDeleting(null);
  };

  const addButton = (
    <Button onClick={() => setEditing({ item: null })}>
      <Plus aria-hidden="true" /> Tambah merchandise
    </Button>
  );

  return (
    <section className="space-y-4" aria-label="Daftar merchandise">
      <ListHeader title="Daftar Produk" count={items.length} actions={items.length > 0 && addButton} />
      {items.length === 0 ? (
        <EmptyState
          icon={ShoppingBag}
          title="Belum ada merchandise"
          description={merchandiseEmptyLine(wording)}
          action={addButton}
        />
      ) : (
        <ResponsiveTable
          caption="Daftar merchandise"
          rows={items}
          getKey={(item) => item.id}
          thumbnail={(item) => <ImageThumb src={coverImage(item)} alt="" />}
          primary={(item) => item.name}
          columns={[
            {
              key: 'name',
              header: 'Nama',
              hideOnCard: true,
              cell: (item) => <span className="font-medium text-neutral-900">{item.name}</span>,
            },
            { key: 'images', header: 'Gambar', cell: (item) => item.images.length },
            {
              key: 'price',
              header: 'Harga',
              className: 'tabular-nums whitespace-nowrap',
              cell: (item) => formatRupiah(item.price),
            },
            { key: 'order', header: 'Urutan', cell: (item) => item.display_order },
            { key: 'status', header: 'Status', cell: (item) => <StatusBadge isOn={item.is_active} /> },
            {
              key: 'sold-out',
              header: 'Stok',
              cell: (item) => (
                <SoldOutSwitch
                  item={item}
                  path={API.admin.merchandise.itemSoldOut}
                  listKey={queryKeys.merchandise}
                />
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
      <MerchandiseDialog
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(null)}
        item={editing?.item ?? null}
        items={items}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Hapus merchandise?"
        subject={deleting?.name}
        isBusy={removal.isPending}
        onConfirm={handleDelete}
      />
    </section>
  );
}

import type { Store } from '@webku/contract';
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ImageThumb } from '@/components/image-field/image-thumb';
import { ListHeader } from '@/components/list-header';
import { ResponsiveTable } from '@/components/responsive-table';
import { RowActions } from '@/components/row-actions';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { useDeleteStore } from '../api/use-stores';
import { hoursSummary } from '../utils/store-form';
import { StoreDialog } from './store-dialog';

export function StoresList({ stores }: { stores: Store[] }) {
  const [editing, setEditing] = useState<{ store: Store | null } | null>(null);
  const [deleting, setDeleting] = useState<Store | null>(null);
  const removal = useDeleteStore();

  const handleDelete = async () => {
    if (!deleting) return;
    await removal.mutateAsync(deleting.id).catch(() => undefined);
    setDeleting(null);
  };

  const addButton = (
    <Button onClick={() => setEditing({ store: null })}>
      <Plus aria-hidden="true" /> Tambah toko
    </Button>
  );

  return (
    <section className="space-y-4" aria-label="Daftar toko">
      <ListHeader title="Lokasi Toko" count={stores.length} actions={stores.length > 0 && addButton} />
      {stores.length === 0 ? (
        <EmptyState
          icon={MapPin}
          title="Belum ada toko"
          description="Tambahkan gerai Anda dengan alamat, jam buka dan tautan peta agar tamu mudah menemukan Anda."
          action={addButton}
        />
      ) : (
        <ResponsiveTable
          caption="Daftar toko"
          rows={stores}
          getKey={(store) => store.id}
          thumbnail={(store) => <ImageThumb src={store.store_image} alt="" />}
          primary={(store) => store.name}
          columns={[
            {
              key: 'name',
              header: 'Nama',
              hideOnCard: true,
              cell: (store) => (
                <div>
                  <p className="font-medium text-neutral-900">{store.name}</p>
                  <p className="text-xs text-neutral-500">{store.city}</p>
                </div>
              ),
            },
            {
              key: 'address',
              header: 'Alamat',
              className: 'max-w-xs',
              cell: (store) => <span className="line-clamp-2">{store.address || '—'}</span>,
            },
            { key: 'hours', header: 'Jam Buka', cell: (store) => hoursSummary(store.opening_hours) },
            { key: 'status', header: 'Status', cell: (store) => <StatusBadge isOn={store.is_active} /> },
          ]}
          actions={(store) => (
            <RowActions
              name={store.name}
              onEdit={() => setEditing({ store })}
              onDelete={() => setDeleting(store)}
            />
          )}
        />
      )}
      <StoreDialog
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(null)}
        item={editing?.store ?? null}
        items={stores}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Hapus toko?"
        subject={deleting?.name}
        isBusy={removal.isPending}
        onConfirm={handleDelete}
      />
    </section>
  );
}

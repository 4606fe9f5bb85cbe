import { contentSectionDefinitions, type RestorePoint } from '@webku/contract';
import { History } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { serverMessage } from '@/lib/api-errors';
import { formatWhen } from '@/lib/format-when';
import { notify } from '@/lib/toast';
import { useRestore, useRestorePoints } from '../api/site-data-api';

const REASONS: Record<RestorePoint['reason'], string> = {
  delete: 'Sebelum menghapus',
  template: 'Sebelum ganti template',
  import: 'Sebelum memulihkan cadangan',
  restore: 'Sebelum memulihkan riwayat',
  daily: 'Simpanan harian',
};

// 'Sebelum menghapus item menu “Kopi Susu”'; older points have no detail.
const reasonLabel = (point: RestorePoint) =>
  point.detail ? `${REASONS[point.reason]} ${point.detail}` : REASONS[point.reason];

// '12 item menu · 3 merchandise · 4 berita · 2 toko': one count per content section.
const summary = (c: RestorePoint['counts']) =>
  contentSectionDefinitions()
    .map(({ restorePoint }) => `${c[restorePoint.count]} ${restorePoint.label}`)
    .join(' · ');

// "Riwayat perubahan": the last 30 restore points, newest first, each restorable after a confirmation.
export function RestorePointsCard() {
  const points = useRestorePoints();
  const restore = useRestore();
  const [pending, setPending] = useState<RestorePoint | null>(null);

  const handleRestore = () => {
    if (!pending) return;
    restore.mutate(pending.id, {
      onSuccess: () => {
        setPending(null);
        notify.success('Isi website dikembalikan');
      },
      onError: (error) =>
        notify.error(serverMessage(error) ?? 'Gagal mengembalikan. Tidak ada yang berubah.'),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Riwayat perubahan</CardTitle>
        <CardDescription>
          Isi website disimpan otomatis sebelum setiap penghapusan, ganti template atau pemulihan, dan sekali
          sehari saat ada perubahan. Foto yang sudah dihapus dari pustaka tidak ikut kembali.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {points.isLoading && <p className="text-sm text-neutral-600">Memuat riwayat...</p>}
        {points.data?.length === 0 && (
          <p className="flex items-center gap-2 text-sm text-neutral-600">
            <History className="size-4" aria-hidden="true" />
            Belum ada riwayat. Riwayat pertama tersimpan saat Anda mengubah isi website.
          </p>
        )}
        {!!points.data?.length && (
          <ul className="divide-y divide-neutral-100" aria-label="Riwayat perubahan">
            {points.data.map((point) => (
              <li
                key={point.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="text-sm font-medium text-neutral-900 wrap-anywhere">
                    {formatWhen(point.created_at)} · {reasonLabel(point)}
                    {point.actor_name && ` · oleh ${point.actor_name}`}
                  </p>
                  <p className="text-xs text-neutral-600">{summary(point.counts)}</p>
                </div>
                <Button
                  variant="outline"
                  className="shrink-0 self-start sm:self-auto"
                  onClick={() => setPending(point)}
                >
                  Pulihkan
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={!!pending}
        onOpenChange={(open) => !open && setPending(null)}
        title="Kembalikan isi website?"
        subject={pending && `Isi website diganti dengan simpanan ${formatWhen(pending.created_at)}.`}
        confirmLabel="Kembalikan"
        busyLabel="Mengembalikan..."
        note="Isi sekarang disimpan dulu di riwayat, jadi langkah ini bisa dibatalkan."
        isBusy={restore.isPending}
        onConfirm={handleRestore}
      >
        {pending && <p className="text-neutral-700">Isi simpanan: {summary(pending.counts)}.</p>}
      </ConfirmDialog>
    </Card>
  );
}

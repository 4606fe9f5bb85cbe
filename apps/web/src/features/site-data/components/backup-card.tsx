import type { BackupPreview } from '@webku/contract';
import { Download, Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { serverMessage } from '@/lib/api-errors';
import { formatWhen } from '@/lib/format-when';
import { notify } from '@/lib/toast';
import { downloadBackup, previewBackup, useImportBackup } from '../api/site-data-api';
import { ContentCounts } from './content-counts';

// Export and import: one .zip with site.json and the original images.
export function BackupCard() {
  const [isDownloading, setIsDownloading] = useState(false);
  const [isChecking, setIsChecking] = useState(false);
  const [pending, setPending] = useState<{ file: File; preview: BackupPreview } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const importing = useImportBackup();

  const handleDownload = async () => {
    setIsDownloading(true);
    try {
      await downloadBackup();
      notify.success('Cadangan diunduh');
    } catch (error) {
      notify.failure(error, 'Cadangan gagal diunduh. Coba lagi.');
    } finally {
      setIsDownloading(false);
    }
  };

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setIsChecking(true);
    try {
      setPending({ file, preview: await previewBackup(file) });
    } catch (error) {
      notify.error(serverMessage(error) ?? 'Berkas cadangan tidak bisa dibaca.');
    } finally {
      setIsChecking(false);
    }
  };

  const handleImport = () => {
    if (!pending) return;
    importing.mutate(pending.file, {
      onSuccess: () => {
        setPending(null);
        notify.success('Cadangan dipulihkan. Website Anda sudah memakai isi cadangan.');
      },
      onError: (error) =>
        notify.error(serverMessage(error) ?? 'Cadangan gagal dipulihkan. Tidak ada yang berubah.'),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Cadangan website</CardTitle>
        <CardDescription>
          Satu berkas .zip berisi semua isi website (site.json) dan foto asli yang Anda unggah. Simpan di
          komputer Anda, atau pulihkan kapan saja.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={handleDownload} isLoading={isDownloading}>
          <Download className="size-4" aria-hidden="true" />
          Unduh cadangan
        </Button>
        <Button variant="outline" onClick={() => input.current?.click()} isLoading={isChecking}>
          <Upload className="size-4" aria-hidden="true" />
          Pulihkan dari cadangan
        </Button>
        <input
          ref={input}
          type="file"
          accept=".zip,application/zip"
          className="sr-only"
          aria-label="Berkas cadangan (.zip)"
          onChange={handleFile}
        />
      </CardContent>
      <ConfirmDialog
        open={!!pending}
        onOpenChange={(open) => !open && setPending(null)}
        title="Pulihkan dari cadangan?"
        subject={
          pending && `Cadangan ${formatWhen(pending.preview.exported_at)} menggantikan seluruh isi website.`
        }
        confirmLabel="Ganti isi website"
        busyLabel="Memulihkan..."
        note={
          importing.isPending
            ? 'Foto diproses ulang satu per satu: dengan banyak foto ini bisa beberapa menit. Biarkan halaman ini terbuka.'
            : 'Isi sekarang disimpan dulu di Riwayat perubahan, jadi bisa dikembalikan.'
        }
        isBusy={importing.isPending}
        onConfirm={handleImport}
      >
        {pending && (
          <ContentCounts
            current={pending.preview.current}
            incoming={pending.preview.incoming}
            incomingLabel="Dari cadangan"
          />
        )}
      </ConfirmDialog>
    </Card>
  );
}

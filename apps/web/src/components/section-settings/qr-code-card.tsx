import { Download, ExternalLink, QrCode } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { qrDownloadName } from '@/lib/qr-code/qr-code';

type QrCodeCardProps = {
  url: string;
  image: string | null;
  title: string | null | undefined;
  isSaving: boolean;
  // The View button saves the URL (and opens the link to check it).
  onView: () => void;
};

export function QrCodeCard({ url, image, title, isSaving, onView }: QrCodeCardProps) {
  return (
    <div className="rounded-xl border border-neutral-200 bg-neutral-50 p-4">
      <div className="flex items-center gap-2">
        <QrCode className="size-4 text-brand-700" aria-hidden="true" />
        <h3 className="text-sm font-semibold text-neutral-900">Generated QR Code</h3>
      </div>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center">
        {image ? (
          <img
            src={image}
            alt={`Kode QR untuk ${url}`}
            className="size-40 shrink-0 self-center rounded-lg border border-neutral-200 bg-white p-1 sm:self-auto"
          />
        ) : (
          <Skeleton rounded="lg" className="size-40 shrink-0 self-center sm:self-auto" />
        )}
        <div className="min-w-0 space-y-3">
          <p className="text-sm text-neutral-700">
            Cetak kode ini di meja atau kasir: tamu memindainya untuk membuka menu Anda.
          </p>
          <p className="truncate text-xs text-neutral-500" title={url}>
            {url}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={onView} isLoading={isSaving}>
              {!isSaving && <ExternalLink aria-hidden="true" />}
              View
            </Button>
            {image ? (
              <a
                href={image}
                download={qrDownloadName(title)}
                className={buttonVariants({ variant: 'outline' })}
              >
                <Download aria-hidden="true" />
                Unduh PNG
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

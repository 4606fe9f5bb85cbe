import { formatRupiah } from '@webku/contract';
import { TriangleAlert, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCancelInvoice } from '../api/use-cancel-invoice';

export type CancellableInvoice = {
  id: number;
  invoice_number: string;
  domain_url: string | null;
  grand_total: number;
};

type CancelInvoiceButtonProps = {
  invoice: CancellableInvoice;
  // A running subscription stays as it is; without one the owner may pick another domain.
  hasRunningSubscription: boolean;
  className?: string;
};

// 'Batalkan Invoice' with a confirmation that says what happens, so a mistyped domain never locks
// the owner out until the invoice lapses.
export function CancelInvoiceButton({
  invoice,
  hasRunningSubscription,
  className,
}: CancelInvoiceButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const cancel = useCancelInvoice();

  const handleConfirm = () => cancel.mutate(invoice.id, { onSettled: () => setIsOpen(false) });

  return (
    <>
      <Button variant="outline" className={className} onClick={() => setIsOpen(true)}>
        <XCircle aria-hidden="true" />
        Batalkan Invoice
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={(next) => !cancel.isPending && setIsOpen(next)}
        title="Batalkan invoice ini?"
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setIsOpen(false)} disabled={cancel.isPending}>
              Kembali
            </Button>
            <Button variant="danger" onClick={handleConfirm} isLoading={cancel.isPending} data-autofocus>
              {cancel.isPending ? 'Membatalkan...' : 'Ya, Batalkan Invoice'}
            </Button>
          </>
        }
      >
        <div className="flex gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-700">
            <TriangleAlert className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 space-y-2 pt-1 text-sm text-neutral-700">
            <p className="font-medium text-neutral-900 wrap-anywhere">
              {invoice.invoice_number} · {invoice.domain_url ?? '-'} ·{' '}
              <span className="whitespace-nowrap">{formatRupiah(invoice.grand_total)}</span>
            </p>
            <p>
              Halaman pembayarannya ditutup, jadi invoice ini tidak bisa dibayar lagi. Belum ada biaya yang
              ditagih.
            </p>
            <p>
              {hasRunningSubscription
                ? 'Langganan Anda yang sedang berjalan tidak berubah.'
                : 'Setelah itu Anda bisa memilih paket dan domain lagi.'}
            </p>
          </div>
        </div>
      </Dialog>
    </>
  );
}

import { formatRupiah, type PendingInvoice } from '@webku/contract';
import { Clock, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatIndonesianDateTime } from '../utils/format-date';
import { openPaymentPage } from '../utils/open-payment-page';
import { CancelInvoiceButton } from './cancel-invoice-button';

type PendingInvoiceCardProps = {
  invoice: PendingInvoice;
  statusHref: string;
  hasRunningSubscription: boolean;
};

// The invoice still waiting for payment: pay it, look at its status, or cancel it.
export function PendingInvoiceCard({ invoice, statusHref, hasRunningSubscription }: PendingInvoiceCardProps) {
  const paymentUrl = invoice.payment_url;
  return (
    <Card className="p-5 sm:p-6" data-testid="pending-invoice">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <Clock className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-neutral-900">Invoice menunggu pembayaran</h2>
          <p className="mt-1 text-sm text-neutral-700">
            Untuk domain <strong className="wrap-anywhere">{invoice.domain_url}</strong>. Bayar sebelum{' '}
            {formatIndonesianDateTime(invoice.expires_at)}; setelah itu invoice kedaluwarsa sendiri.
          </p>
        </div>
      </div>
      <dl className="mt-4 grid gap-3 rounded-lg bg-neutral-50 p-4 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs text-neutral-500">No. invoice</dt>
          <dd className="mt-0.5 font-semibold text-neutral-900 tabular-nums wrap-anywhere">
            {invoice.invoice_number}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-neutral-500">Total</dt>
          <dd className="mt-0.5 font-semibold text-neutral-900 tabular-nums">
            {formatRupiah(invoice.grand_total)}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button disabled={!paymentUrl} onClick={() => paymentUrl && openPaymentPage(paymentUrl)}>
          <ExternalLink aria-hidden="true" />
          Bayar Sekarang
        </Button>
        <Link to={statusHref} className={buttonVariants({ variant: 'outline' })}>
          Lihat Status Pembayaran
        </Link>
        <CancelInvoiceButton invoice={invoice} hasRunningSubscription={hasRunningSubscription} />
      </div>
    </Card>
  );
}

import { CheckCircle2, Clock, ExternalLink, Loader2, XCircle } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import type { InvoiceDetail } from '../api/use-invoice';
import { useCountdown } from '../hooks/use-countdown';
import { openPaymentPage } from '../utils/open-payment-page';
import { CancelInvoiceButton } from './cancel-invoice-button';
import { InvoiceFacts } from './invoice-facts';
import { StatusPanel } from './status-panel';

export function PaidView({ invoice, homeHref }: { invoice: InvoiceDetail | undefined; homeHref: string }) {
  const navigate = useNavigate();
  const goHome = () => navigate(homeHref);
  const remaining = useCountdown(goHome);

  return (
    <StatusPanel icon={CheckCircle2} tone="success" title="Pembayaran Berhasil" testId="invoice-paid">
      <p className="mt-2 text-sm text-neutral-700">
        Terima kasih! Langganan domain {invoice?.domain_url ? <strong>{invoice.domain_url}</strong> : null}{' '}
        dan hosting Anda sudah aktif.{' '}
        {invoice?.is_include_domain === false
          ? 'Langkah berikutnya: pasang record DNS (termasuk record TXT bukti kepemilikan) yang tertera di halaman Custom Domain & Hosting.'
          : 'Domainnya sekarang kami daftarkan dan arahkan ke Webku; ikuti statusnya di halaman Custom Domain & Hosting.'}
      </p>
      {invoice && <InvoiceFacts invoice={invoice} />}
      <p className="mt-5 text-sm text-neutral-600" data-testid="countdown" aria-live="off">
        Kembali ke dashboard dalam{' '}
        <span className="font-semibold text-neutral-900 tabular-nums">{remaining}</span> detik...
      </p>
      <Button className="mt-3 w-full sm:w-auto" onClick={goHome}>
        Kembali ke Dashboard Sekarang
      </Button>
    </StatusPanel>
  );
}

export function WaitingView({
  invoice,
  hasRunningSubscription,
}: {
  invoice: InvoiceDetail | undefined;
  hasRunningSubscription: boolean;
}) {
  const paymentUrl = invoice?.payment_url;
  return (
    <StatusPanel icon={Clock} tone="waiting" title="Menunggu" testId="invoice-waiting">
      <p className="mt-2 text-sm text-neutral-700">
        Kami menunggu pembayaran Anda. Selesaikan pembayaran di halaman pembayaran yang terbuka di tab baru;
        halaman ini berubah sendiri setelah pembayaran diterima.
      </p>
      {invoice && <InvoiceFacts invoice={invoice} />}
      <div className="mt-5 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button disabled={!paymentUrl} onClick={() => paymentUrl && openPaymentPage(paymentUrl)}>
          <ExternalLink aria-hidden="true" />
          Buka Halaman Pembayaran
        </Button>
        {invoice && <CancelInvoiceButton invoice={invoice} hasRunningSubscription={hasRunningSubscription} />}
      </div>
      <p className="mt-4 inline-flex items-center gap-2 text-xs text-neutral-500">
        <Loader2 className="size-3.5 motion-safe:animate-spin" aria-hidden="true" />
        Memeriksa status pembayaran setiap 5 detik
      </p>
    </StatusPanel>
  );
}

export function ClosedView({
  status,
  invoice,
  plansHref,
}: {
  status: 'expired' | 'failed';
  invoice: InvoiceDetail | undefined;
  plansHref: string;
}) {
  return (
    <StatusPanel
      icon={XCircle}
      tone="danger"
      title={status === 'expired' ? 'Pembayaran Kedaluwarsa' : 'Pembayaran Gagal'}
      testId="invoice-closed"
    >
      <p className="mt-2 text-sm text-neutral-700">
        Invoice ini tidak bisa dibayar lagi. Tidak ada biaya yang ditagih; pilih paket lagi untuk membuat
        invoice baru.
      </p>
      {invoice && <InvoiceFacts invoice={invoice} />}
      <Link to={plansHref} className={buttonVariants({ className: 'mt-5 w-full sm:w-auto' })}>
        Pilih Paket Lagi
      </Link>
    </StatusPanel>
  );
}

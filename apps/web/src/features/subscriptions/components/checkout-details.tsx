import { formatRupiah, type Plan, SUBSCRIPTION_MONTHS } from '@webku/contract';
import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatIndonesianDate } from '../utils/format-date';
import { hasDiscount } from '../utils/plan-pricing';
import { StepHeading } from './step-heading';

function Row({
  label,
  value,
  isTotal = false,
  className,
}: {
  label: string;
  value: string;
  isTotal?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4',
        isTotal ? 'pt-3 pb-2 text-base [&_dd]:text-lg [&_dd]:font-bold' : 'py-2',
        className,
      )}
    >
      <dt className="text-neutral-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium wrap-anywhere text-neutral-900 tabular-nums">{value}</dd>
    </div>
  );
}

type CheckoutDetailsProps = {
  plan: Plan;
  domain: string;
  isSubmitting: boolean;
  error: string | null;
  onCheckout: () => void;
  // An extension of the owner's domain: its own button, and the new end date when it is known.
  isExtension?: boolean;
  validUntil?: string | null;
};

// Step 2 'Detail Checkout': what will be paid, for which domain and how long.
export function CheckoutDetails({
  plan,
  domain,
  isSubmitting,
  error,
  onCheckout,
  isExtension = false,
  validUntil = null,
}: CheckoutDetailsProps) {
  return (
    <Card className="p-5 sm:p-6 motion-safe:animate-fade-in" data-testid="checkout-details">
      <StepHeading step={2} title="Detail Checkout" />
      <dl className="mt-4 divide-y divide-neutral-100 text-sm">
        <Row label="Paket" value={plan.name} />
        <Row label="Domain" value={domain} />
        <Row label="Durasi" value={`${SUBSCRIPTION_MONTHS} bulan`} />
        {validUntil && <Row label="Berlaku hingga" value={formatIndonesianDate(validUntil)} />}
        {hasDiscount(plan) && (
          <>
            <Row label="Harga" value={formatRupiah(plan.price)} />
            <Row
              label="Diskon"
              value={`- ${formatRupiah(plan.discount)}`}
              className="[&_dd]:text-emerald-700"
            />
          </>
        )}
        <Row label="Total" value={formatRupiah(plan.final_price)} isTotal />
      </dl>
      <Button size="lg" className="mt-5 w-full" isLoading={isSubmitting} onClick={onCheckout}>
        {!isSubmitting && <ExternalLink aria-hidden="true" />}
        {isExtension ? 'Perpanjang 12 bulan' : 'Checkout Sekarang'}
      </Button>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <p className="mt-3 text-center text-xs text-neutral-600">
        Halaman pembayaran terbuka di tab baru. Setelah membayar, status pembayaran tampil di tab ini.
      </p>
    </Card>
  );
}

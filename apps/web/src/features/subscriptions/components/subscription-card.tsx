import { formatRupiah, type Subscription } from '@webku/contract';
import {
  CalendarPlus,
  CheckCircle2,
  ExternalLink,
  Globe,
  Hourglass,
  Server,
  TriangleAlert,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatDaysRemaining, formatIndonesianDate } from '../utils/format-date';
import { domainStatusLabel } from '../utils/subscription-badge';
import { SubscriptionStatusBadge } from './subscription-status-badge';
import { UnicodeDomainHint } from './unicode-domain-hint';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5 sm:block sm:py-0">
      <dt className="text-sm text-neutral-600 sm:text-xs sm:font-medium sm:tracking-wide sm:text-neutral-500 sm:uppercase">
        {label}
      </dt>
      <dd className="text-right font-semibold text-neutral-900 tabular-nums wrap-anywhere sm:mt-1 sm:text-left sm:text-base">
        {value}
      </dd>
    </div>
  );
}

function DomainStatus({ isPointed, isFailed }: { isPointed: boolean; isFailed: boolean }) {
  if (isFailed) {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-3 py-1 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset">
        <TriangleAlert className="size-4" aria-hidden="true" />
        Pendaftaran domain gagal
      </p>
    );
  }
  const Icon = isPointed ? CheckCircle2 : Hourglass;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset',
        isPointed
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {domainStatusLabel(isPointed)}
    </p>
  );
}

type SubscriptionCardProps = { subscription: Subscription; plansHref: string };

export function SubscriptionCard({ subscription: s, plansHref }: SubscriptionCardProps) {
  const plan = s.subscription_plan;
  const isLive = s.status === 'active' && !s.is_expired;
  const price = plan?.final_price ?? s.subscription_invoice?.grand_total;

  return (
    <Card className="overflow-hidden" data-testid="subscription-card">
      <div className="flex flex-col gap-4 border-b border-neutral-100 bg-linear-to-br from-brand-50 to-white p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="flex min-w-0 items-start gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
            <Globe className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-neutral-600">Paket saat ini</p>
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h2 className="text-xl font-bold tracking-tight text-neutral-900">
                {plan?.name ?? 'Langganan'}
              </h2>
              <SubscriptionStatusBadge subscription={s} />
            </div>
            {s.domain_url && (
              <p className="mt-0.5 font-medium text-brand-800 wrap-anywhere">{s.domain_url}</p>
            )}
            <UnicodeDomainHint domain={s.domain_url} />
          </div>
        </div>
        {s.domain_url && (
          <div className="shrink-0 pl-14 sm:pl-0">
            <DomainStatus
              isPointed={s.is_dns_pointed}
              isFailed={s.domain_registration?.status === 'failed'}
            />
          </div>
        )}
      </div>

      <div className="space-y-5 p-5 sm:p-6">
        <dl className="-mt-2.5 divide-y divide-neutral-100 sm:mt-0 sm:grid sm:grid-cols-2 sm:gap-x-4 sm:gap-y-4 sm:divide-y-0 lg:grid-cols-4">
          <Fact label="Berlaku hingga" value={formatIndonesianDate(s.valid_until)} />
          <Fact label="Sisa waktu" value={formatDaysRemaining(s.days_remaining)} />
          <Fact label="Harga paket" value={price === undefined ? '-' : `${formatRupiah(price)} / tahun`} />
          <Fact label="No. invoice" value={s.subscription_invoice?.invoice_number ?? '-'} />
        </dl>

        {s.description && <p className="text-sm text-neutral-700">{s.description}</p>}

        <ul className="flex flex-wrap gap-2 text-sm" aria-label="Termasuk dalam paket">
          {s.is_domain && (
            <li className="inline-flex items-center gap-1.5 rounded-lg bg-neutral-100 px-2.5 py-1 text-neutral-800">
              <Globe className="size-4 text-neutral-600" aria-hidden="true" />
              Domain .com
            </li>
          )}
          {!s.is_domain && s.domain_url && (
            <li className="inline-flex items-center gap-1.5 rounded-lg bg-neutral-100 px-2.5 py-1 text-neutral-800">
              <Globe className="size-4 text-neutral-600" aria-hidden="true" />
              Domain milik sendiri
            </li>
          )}
          {s.is_hosting && (
            <li className="inline-flex items-center gap-1.5 rounded-lg bg-neutral-100 px-2.5 py-1 text-neutral-800">
              <Server className="size-4 text-neutral-600" aria-hidden="true" />
              Hosting
            </li>
          )}
        </ul>

        {s.is_expired && (
          <div className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-red-900">
              Langganan sudah berakhir, jadi website tidak lagi tampil di domain ini. Perpanjang untuk
              mengaktifkannya kembali.
            </p>
            <Link to={plansHref} className={buttonVariants({ className: 'shrink-0' })}>
              Perpanjang Langganan
            </Link>
          </div>
        )}

        {isLive && (
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {s.is_dns_pointed && s.domain_url && (
              <a
                href={`https://${s.domain_url}`}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: 'outline' })}
              >
                <ExternalLink aria-hidden="true" />
                Buka {s.domain_url}
              </a>
            )}
            {!s.pending_invoice && (
              <Link to={plansHref} className={buttonVariants({ variant: 'outline' })}>
                <CalendarPlus aria-hidden="true" />
                Perpanjang 12 bulan
              </Link>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}

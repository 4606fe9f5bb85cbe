import type { DomainRegistration } from '@webku/contract';
import { BadgeCheck, CalendarClock, Loader2, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatIndonesianDate } from '../utils/format-date';
import { daysUntil, isExpiringSoon } from '../utils/registration';
import { NewDomainForm } from './new-domain-form';

type Tone = 'progress' | 'success' | 'warning' | 'danger';

const TONES: Record<Tone, { box: string; icon: string }> = {
  progress: { box: 'border-sky-200 bg-sky-50', icon: 'bg-sky-100 text-sky-800' },
  success: { box: 'border-emerald-200 bg-emerald-50', icon: 'bg-emerald-100 text-emerald-800' },
  warning: { box: 'border-amber-200 bg-amber-50', icon: 'bg-amber-100 text-amber-800' },
  danger: { box: 'border-red-200 bg-red-50', icon: 'bg-red-100 text-red-800' },
};

function Panel({
  tone,
  icon,
  title,
  children,
  footer,
}: {
  tone: Tone;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  // Full width under the text (a form), so it keeps its room on a phone.
  footer?: ReactNode;
}) {
  return (
    <div className={cn('rounded-lg border p-4 sm:p-5', TONES[tone].box)}>
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-full',
            TONES[tone].icon,
          )}
        >
          {icon}
        </span>
        <div className="min-w-0 flex-1 text-sm text-neutral-800">
          <h3 className="text-base font-semibold text-neutral-900">{title}</h3>
          {children}
        </div>
      </div>
      {footer}
    </div>
  );
}

// The domain the plan includes: being registered, registered until a date (with renewal from 30 days
// before), or failed with the reason and another name for the same invoice.
export function DomainRegistrationCard({
  registration: r,
  renewHref,
  invoiceNumber,
}: {
  registration: DomainRegistration;
  renewHref: string;
  invoiceNumber: string | null;
}) {
  const days = daysUntil(r.expires_at);
  return (
    <Card className="p-5 sm:p-6" data-testid="domain-registration" data-status={r.status}>
      <h2 className="text-lg font-semibold tracking-tight text-neutral-900">Pendaftaran domain</h2>
      <p className="mt-1 text-sm text-neutral-600">
        Domain di paket Anda kami daftarkan dan arahkan ke Webku, tanpa pengaturan DNS dari Anda.
      </p>
      <div className="mt-4 space-y-3">
        {r.status === 'pending' && (
          <Panel
            tone="progress"
            icon={<Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
            title={`Mendaftarkan ${r.domain}`}
          >
            <p className="mt-1" role="status">
              {r.message}
            </p>
          </Panel>
        )}
        {r.status === 'registered' && (
          <Panel
            tone="success"
            icon={<BadgeCheck className="size-5" aria-hidden="true" />}
            title="Domain terdaftar"
          >
            <p className="mt-1">
              <strong className="wrap-anywhere">{r.domain}</strong> terdaftar untuk website Anda hingga{' '}
              <strong>{formatIndonesianDate(r.expires_at)}</strong>. Record DNS sudah kami atur; Anda tidak
              perlu mengubah apa pun.
            </p>
          </Panel>
        )}
        {isExpiringSoon(r) && (
          <Panel
            tone="warning"
            icon={<CalendarClock className="size-5" aria-hidden="true" />}
            title={days === 0 ? 'Domain berakhir hari ini' : `Domain berakhir dalam ${days} hari`}
          >
            <p className="mt-1">
              Masa daftar {r.domain} habis pada {formatIndonesianDate(r.expires_at)}. Perpanjang sekarang agar
              domain tetap milik website Anda dan tidak bisa diambil orang lain.
            </p>
            <Link to={renewHref} className={buttonVariants({ className: 'mt-3' })}>
              Perpanjang Domain
            </Link>
          </Panel>
        )}
        {r.status === 'failed' && (
          <Panel
            tone="danger"
            icon={<TriangleAlert className="size-5" aria-hidden="true" />}
            title="Pendaftaran domain gagal"
            footer={r.can_choose_new_name ? <NewDomainForm invoiceId={r.invoice_id} /> : null}
          >
            <p className="mt-1">{r.message}</p>
            {r.refund_requested && (
              <p className="mt-2 font-medium text-red-900">
                Invoice {invoiceNumber ?? ''} sudah kami tandai untuk pengembalian dana (refund)
                {r.can_choose_new_name ? ', sampai Anda memilih nama lain.' : '.'}
              </p>
            )}
          </Panel>
        )}
      </div>
    </Card>
  );
}

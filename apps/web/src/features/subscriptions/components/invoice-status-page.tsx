import { FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { isNotFoundError } from '@/lib/api-errors';
import { useSession } from '@/lib/session';
import { adminPath } from '@/lib/site-mode';
import { useInvoice, useInvoiceStatus } from '../api/use-invoice';
import { useMySubscription } from '../api/use-my-subscription';
import { isRunning } from '../utils/extension';
import { invoiceView } from '../utils/invoice-status';
import { ClosedView, PaidView, WaitingView } from './invoice-status-views';

export function InvoiceStatusPage() {
  const { invoiceId = '' } = useParams();
  const slug = useSession().company?.slug ?? '';
  const status = useInvoiceStatus(invoiceId);
  const invoice = useInvoice(invoiceId);
  const mine = useMySubscription();
  const value = status.data?.subscriptionStatus;
  const view = invoiceView(value);
  const isMissing = !status.data && isNotFoundError(status.error);

  return (
    <div className="space-y-6">
      <PageHeader title="Status Pembayaran" />
      <div aria-live="polite">
        {isMissing ? (
          <EmptyState
            icon={FileQuestion}
            title="Invoice tidak ditemukan"
            description="Invoice ini tidak ada atau bukan milik website Anda."
            action={
              <Link to={adminPath(slug, 'subscriptions')} className={buttonVariants()}>
                Ke Custom Domain &amp; Hosting
              </Link>
            }
          />
        ) : view === 'checking' ? (
          <LinesSkeleton label="Memeriksa status pembayaran" />
        ) : view === 'paid' ? (
          <PaidView invoice={invoice.data} homeHref={adminPath(slug)} />
        ) : view === 'waiting' ? (
          <WaitingView invoice={invoice.data} hasRunningSubscription={isRunning(mine.data)} />
        ) : (
          <ClosedView
            status={value === 'expired' ? 'expired' : 'failed'}
            invoice={invoice.data}
            plansHref={adminPath(slug, 'subscription-plans')}
          />
        )}
      </div>
    </div>
  );
}

import { RefreshCw } from 'lucide-react';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/session';
import { adminPath } from '@/lib/site-mode';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { useMySubscription } from '../api/use-my-subscription';
import { isRunning } from '../utils/extension';
import { shouldShowDnsRecords } from '../utils/subscription-badge';
import { DnsRecordsCard } from './dns-records-card';
import { DomainRegistrationCard } from './domain-registration-card';
import { NoSubscription } from './no-subscription';
import { PendingInvoiceCard } from './pending-invoice-card';
import { SubscriptionCard } from './subscription-card';

export function SubscriptionPage() {
  const slug = useSession().company?.slug ?? '';
  const mine = useMySubscription();
  const plansHref = adminPath(slug, 'subscription-plans');
  useLoadErrorToast(mine.error, 'Gagal memuat data langganan');

  return (
    <div className="space-y-6">
      <PageHeader
        title="Custom Domain & Hosting"
        description="Tampilkan website Anda di domain sendiri dengan HTTPS: domain .com baru yang kami daftarkan, atau domain yang sudah Anda miliki."
      />
      {mine.isPending ? (
        <LinesSkeleton label="Memuat langganan" />
      ) : mine.isError ? (
        <Card className="flex flex-col items-start gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-neutral-700">Data langganan belum bisa dimuat.</p>
          <Button variant="outline" onClick={() => mine.refetch()} isLoading={mine.isFetching}>
            {!mine.isFetching && <RefreshCw aria-hidden="true" />}
            Coba lagi
          </Button>
        </Card>
      ) : mine.data ? (
        <>
          <SubscriptionCard subscription={mine.data} plansHref={plansHref} />
          {mine.data.domain_registration && (
            <DomainRegistrationCard
              registration={mine.data.domain_registration}
              renewHref={plansHref}
              invoiceNumber={mine.data.subscription_invoice?.invoice_number ?? null}
            />
          )}
          {mine.data.pending_invoice && (
            <PendingInvoiceCard
              invoice={mine.data.pending_invoice}
              statusHref={adminPath(slug, `subscriptions/invoices/${mine.data.pending_invoice.id}/status`)}
              hasRunningSubscription={isRunning(mine.data)}
            />
          )}
          {shouldShowDnsRecords(mine.data) && (
            <DnsRecordsCard
              domain={mine.data.domain_url}
              records={mine.data.dns_records}
              verification={mine.data.domain_verification}
            />
          )}
        </>
      ) : (
        <NoSubscription plansHref={plansHref} />
      )}
    </div>
  );
}

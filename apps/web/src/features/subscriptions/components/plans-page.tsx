import { ArrowLeft, PackageSearch, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { CardsSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/session';
import { adminPath } from '@/lib/site-mode';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { useMySubscription } from '../api/use-my-subscription';
import { usePlans } from '../api/use-plans';
import { isOtherKind, isRunning } from '../utils/extension';
import { ExtendDomainCard } from './extend-domain-card';
import { PlanCard } from './plan-card';

export function PlansPage() {
  const slug = useSession().company?.slug ?? '';
  const plans = usePlans();
  const mine = useMySubscription();
  const lockedDomain = mine.data?.locked_domain ?? null;
  useLoadErrorToast(plans.error, 'Failed to load subscription plans');

  return (
    <div className="space-y-6">
      <PageHeader
        title="Paket Domain & Hosting"
        description={
          lockedDomain
            ? `Pilih paket untuk memperpanjang ${lockedDomain} 12 bulan lagi, sudah termasuk HTTPS.`
            : 'Pilih paket dengan domain .com baru, atau Paket Hosting untuk domain yang sudah Anda miliki. Harga berlaku untuk 12 bulan, sudah termasuk HTTPS.'
        }
        actions={
          <Link to={adminPath(slug, 'subscriptions')} className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" />
            Langganan Saya
          </Link>
        }
      />
      {mine.data && lockedDomain && (
        <ExtendDomainCard
          subscription={mine.data}
          domain={lockedDomain}
          heading={
            <h2 className="text-lg font-semibold tracking-tight text-neutral-900">Perpanjang langganan</h2>
          }
        />
      )}
      {plans.isPending || mine.isPending ? (
        <CardsSkeleton label="Memuat paket" />
      ) : plans.isError ? (
        <Card className="flex flex-col items-start gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-neutral-700">Daftar paket belum bisa dimuat.</p>
          <Button variant="outline" onClick={() => plans.refetch()} isLoading={plans.isFetching}>
            {!plans.isFetching && <RefreshCw aria-hidden="true" />}
            Coba lagi
          </Button>
        </Card>
      ) : plans.data.length === 0 ? (
        <EmptyState
          icon={PackageSearch}
          title="Belum ada paket"
          description="Paket domain dan hosting belum tersedia. Silakan cek lagi nanti."
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Paket domain dan hosting">
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                checkoutHref={adminPath(slug, `subscription-plans/${plan.id}/on-board-checkout`)}
                isExtension={!!lockedDomain}
                isOtherKind={!!lockedDomain && isOtherKind(mine.data, plan)}
                isCurrent={plan.name === mine.data?.subscription_plan?.name && isRunning(mine.data)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

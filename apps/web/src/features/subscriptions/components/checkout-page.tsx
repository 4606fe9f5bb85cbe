import { type DomainCheck, domainPurposeOf, type Plan } from '@webku/contract';
import { PackageX, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { serverMessage } from '@/lib/api-errors';
import { useSession } from '@/lib/session';
import { adminPath } from '@/lib/site-mode';
import { notify } from '@/lib/toast';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { useCreateInvoice } from '../api/use-create-invoice';
import { useMySubscription } from '../api/use-my-subscription';
import { usePlans } from '../api/use-plans';
import { canProceedToDetails } from '../utils/domain-input';
import { openPaymentPage } from '../utils/open-payment-page';
import { findPlan } from '../utils/plan-pricing';
import { CheckoutDetails } from './checkout-details';
import { DomainCheckStep } from './domain-check-step';
import { ExtendWizard } from './extend-wizard';
import { PlanSummary } from './plan-summary';

function CheckoutWizard({ plan, slug }: { plan: Plan; slug: string }) {
  const navigate = useNavigate();
  const [check, setCheck] = useState<DomainCheck | null>(null);
  const createInvoice = useCreateInvoice(plan.id);

  const handleChecked = (next: DomainCheck | null) => {
    setCheck(next);
    createInvoice.reset();
  };

  const handleCheckout = () => {
    if (!canProceedToDetails(check)) return;
    createInvoice.mutate(check.domain_name, {
      onSuccess: (invoice) => {
        openPaymentPage(invoice.payment_url);
        navigate(adminPath(slug, `subscriptions/invoices/${invoice.id}/status`));
      },
    });
  };

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-6">
      <div className="lg:order-last">
        <PlanSummary plan={plan} plansHref={adminPath(slug, 'subscription-plans')} />
      </div>
      <div className="space-y-4">
        <DomainCheckStep purpose={domainPurposeOf(plan)} onChecked={handleChecked} />
        {canProceedToDetails(check) && (
          <CheckoutDetails
            plan={plan}
            domain={check.domain_name}
            isSubmitting={createInvoice.isPending}
            error={
              createInvoice.error ? (serverMessage(createInvoice.error) ?? 'Gagal membuat invoice') : null
            }
            onCheckout={handleCheckout}
          />
        )}
      </div>
    </div>
  );
}

export function CheckoutPage() {
  const { subscriptionPlanId } = useParams();
  const slug = useSession().company?.slug ?? '';
  const plans = usePlans();
  const mine = useMySubscription();
  const lockedDomain = mine.data?.locked_domain ?? null;
  const plan = findPlan(plans.data, subscriptionPlanId);
  const isMissing = plans.isSuccess && !plan;
  const plansHref = adminPath(slug, 'subscription-plans');
  useLoadErrorToast(plans.error, 'Gagal memuat data paket');

  useEffect(() => {
    if (isMissing) notify.error('Paket tidak ditemukan');
  }, [isMissing]);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Checkout"
        description={
          lockedDomain
            ? 'Perpanjang langganan domain Anda 12 bulan lagi.'
            : plan && !plan.is_include_domain
              ? 'Tulis domain yang sudah Anda miliki, lalu bayar hostingnya.'
              : 'Cek nama domain yang Anda inginkan, lalu bayar paketnya.'
        }
      />
      {plans.isPending || mine.isPending ? (
        <LinesSkeleton label="Memuat data paket" />
      ) : plans.isError ? (
        <Card className="flex flex-col items-start gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-neutral-700">Gagal memuat data paket.</p>
          <Button variant="outline" onClick={() => plans.refetch()} isLoading={plans.isFetching}>
            {!plans.isFetching && <RefreshCw aria-hidden="true" />}
            Coba lagi
          </Button>
        </Card>
      ) : !plan?.is_active ? (
        <EmptyState
          icon={PackageX}
          title={plan ? `${plan.name}: Tidak Tersedia` : 'Paket tidak ditemukan'}
          description="Paket ini tidak bisa dibeli. Pilih paket lain dari daftar paket."
          action={
            <Link to={plansHref} className={buttonVariants()}>
              Lihat Paket
            </Link>
          }
        />
      ) : mine.data && lockedDomain ? (
        <ExtendWizard plan={plan} slug={slug} subscription={mine.data} domain={lockedDomain} />
      ) : (
        <CheckoutWizard plan={plan} slug={slug} />
      )}
    </div>
  );
}

import type { Plan, Subscription } from '@webku/contract';
import { useNavigate } from 'react-router';
import { serverMessage } from '@/lib/api-errors';
import { adminPath } from '@/lib/site-mode';
import { useCreateInvoice } from '../api/use-create-invoice';
import { extendedUntil } from '../utils/extension';
import { openPaymentPage } from '../utils/open-payment-page';
import { CheckoutDetails } from './checkout-details';
import { ExtendDomainCard } from './extend-domain-card';
import { PlanSummary } from './plan-summary';
import { StepHeading } from './step-heading';

type ExtendWizardProps = { plan: Plan; slug: string; subscription: Subscription; domain: string };

// Checkout for the domain the company already has: no domain check, twelve more months.
export function ExtendWizard({ plan, slug, subscription, domain }: ExtendWizardProps) {
  const navigate = useNavigate();
  const createInvoice = useCreateInvoice(plan.id);

  const handleExtend = () =>
    createInvoice.mutate(domain, {
      onSuccess: (invoice) => {
        openPaymentPage(invoice.payment_url);
        navigate(adminPath(slug, `subscriptions/invoices/${invoice.id}/status`));
      },
    });

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-6">
      <div className="lg:order-last">
        <PlanSummary plan={plan} plansHref={adminPath(slug, 'subscription-plans')} />
      </div>
      <div className="space-y-4">
        <ExtendDomainCard
          subscription={subscription}
          domain={domain}
          heading={<StepHeading step={1} title="Domain sudah milik Anda" isDone />}
        />
        <CheckoutDetails
          plan={plan}
          domain={domain}
          isSubmitting={createInvoice.isPending}
          error={createInvoice.error ? (serverMessage(createInvoice.error) ?? 'Gagal membuat invoice') : null}
          onCheckout={handleExtend}
          isExtension
          validUntil={extendedUntil(subscription)}
        />
      </div>
    </div>
  );
}

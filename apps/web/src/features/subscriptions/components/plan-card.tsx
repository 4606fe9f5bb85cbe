import type { Plan } from '@webku/contract';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { planFeatures } from '../utils/plan-pricing';
import { PlanPrice } from './plan-price';

type PlanCardProps = {
  plan: Plan;
  checkoutHref: string;
  // Set while the company's domain is fixed: the plan then extends it.
  isExtension?: boolean;
  isCurrent?: boolean;
  // A plan of the other kind (domain registered by us / the owner's own) cannot extend this one.
  isOtherKind?: boolean;
};

export function PlanCard({
  plan,
  checkoutHref,
  isExtension = false,
  isCurrent = false,
  isOtherKind = false,
}: PlanCardProps) {
  const features = planFeatures(plan);
  return (
    <Card
      elevation={plan.is_active ? 'default' : 'flat'}
      className="flex h-full flex-col p-5 sm:p-6"
      data-testid="plan-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className={cn('text-lg font-semibold', plan.is_active ? 'text-neutral-900' : 'text-neutral-600')}>
          {plan.name}
        </h2>
        {isCurrent && (
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200 ring-inset">
            Paket Anda saat ini
          </span>
        )}
      </div>
      {plan.description && <p className="mt-1 text-sm text-neutral-600">{plan.description}</p>}

      <div className="mt-4">
        <PlanPrice plan={plan} isMuted={!plan.is_active} keepDiscountRow />
      </div>

      {features.length > 0 && (
        <ul className="mt-4 space-y-2 text-sm text-neutral-800" aria-label={`Termasuk dalam ${plan.name}`}>
          {features.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-auto pt-6">
        {isOtherKind && plan.is_active ? (
          <>
            <p className="mb-2 text-xs text-neutral-600">
              {plan.is_include_domain
                ? 'Domain Anda milik sendiri: perpanjang dengan Paket Hosting.'
                : 'Domain Anda kami daftarkan: perpanjang dengan paket yang termasuk domain.'}
            </p>
            <Button variant="outline" disabled className="w-full">
              Tidak untuk domain ini
            </Button>
          </>
        ) : plan.is_active ? (
          <Link
            to={checkoutHref}
            className={buttonVariants({ className: 'w-full' })}
            aria-label={isExtension ? `Perpanjang 12 bulan dengan ${plan.name}` : `Pilih ${plan.name}`}
          >
            {isExtension ? 'Perpanjang 12 bulan' : 'Pilih Paket'}
            <ArrowRight aria-hidden="true" />
          </Link>
        ) : (
          <Button variant="outline" disabled className="w-full">
            Tidak Tersedia
          </Button>
        )}
      </div>
    </Card>
  );
}

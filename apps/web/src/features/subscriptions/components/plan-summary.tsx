import type { Plan } from '@webku/contract';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { planFeatures } from '../utils/plan-pricing';
import { PlanPrice } from './plan-price';

export function PlanSummary({ plan, plansHref }: { plan: Plan; plansHref: string }) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-neutral-500 uppercase">Paket dipilih</p>
          <h2 className="mt-0.5 text-lg font-semibold text-neutral-900">{plan.name}</h2>
        </div>
        <Link
          to={plansHref}
          className="-m-2 inline-flex min-h-11 shrink-0 items-center rounded-lg px-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Ganti paket
        </Link>
      </div>
      <div className="mt-3">
        <PlanPrice plan={plan} size="md" />
      </div>
      <ul className="mt-3 space-y-1.5 text-sm text-neutral-800">
        {planFeatures(plan).map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <Check className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
    </Card>
  );
}

import { formatRupiah, type Plan } from '@webku/contract';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { hasDiscount } from '../utils/plan-pricing';

type PlanPriceProps = { plan: Plan; size?: 'lg' | 'md'; isMuted?: boolean; keepDiscountRow?: boolean };

// Original price struck through beside the saving, then the yearly price that is paid.
export function PlanPrice({ plan, size = 'lg', isMuted = false, keepDiscountRow = false }: PlanPriceProps) {
  return (
    <div>
      {hasDiscount(plan) ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <s className="text-neutral-500">
            <span className="sr-only">Harga normal </span>
            {formatRupiah(plan.price)}
          </s>
          <Badge tone="brand">Hemat {formatRupiah(plan.discount)}</Badge>
        </p>
      ) : (
        // Keeps prices level across a row of cards; phones stack the cards, so no gap there.
        keepDiscountRow && <p className="hidden h-5 sm:block" aria-hidden="true" />
      )}
      <p className="mt-1 flex flex-wrap items-baseline gap-x-1">
        <span
          className={cn(
            'font-bold tracking-tight whitespace-nowrap tabular-nums',
            size === 'lg' ? 'text-3xl' : 'text-2xl',
            isMuted ? 'text-neutral-500' : 'text-neutral-900',
          )}
        >
          {formatRupiah(plan.final_price)}
        </span>
        <span className="text-sm text-neutral-600">/ tahun</span>
      </p>
    </div>
  );
}

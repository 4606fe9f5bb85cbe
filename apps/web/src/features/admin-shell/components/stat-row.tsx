import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount } from '../utils/visit-chart';

type StatRowProps = {
  icon: LucideIcon;
  label: ReactNode;
  count: number;
  /** What the number counts, said after it ("kunjungan"). */
  unit?: string;
} & { [attribute: `data-${string}`]: string };

// One line of the visitor statistics' list: an icon, what was counted and how many.
export function StatRow({ icon: Icon, label, count, unit, ...data }: StatRowProps) {
  return (
    <li className="flex items-center justify-between gap-3 py-2" {...data}>
      <span className="flex min-w-0 items-center gap-2 text-neutral-700">
        <Icon className="size-4 shrink-0 text-neutral-500" aria-hidden="true" />
        {label}
      </span>
      <span className="tabular-nums text-neutral-900">
        <span className="font-semibold">{formatCount(count)}</span>
        {unit && ` ${unit}`}
      </span>
    </li>
  );
}

import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'brand' | 'muted';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-neutral-100 text-neutral-800 ring-neutral-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  muted: 'bg-white text-neutral-600 ring-neutral-200',
};

export function Badge({
  tone = 'neutral',
  canWrap = false,
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone; canWrap?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        canWrap ? 'max-w-full whitespace-normal wrap-anywhere' : 'whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

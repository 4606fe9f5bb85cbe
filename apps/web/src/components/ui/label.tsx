import type { LabelHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

export function Label({ className, children, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers always pass htmlFor.
    <label className={cn('block text-sm font-medium text-neutral-800', className)} {...props}>
      {children}
    </label>
  );
}

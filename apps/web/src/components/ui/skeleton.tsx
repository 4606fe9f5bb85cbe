import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

const roundings = { md: 'rounded-md', lg: 'rounded-lg', xl: 'rounded-xl' };

export function Skeleton({
  rounded = 'md',
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { rounded?: keyof typeof roundings }) {
  return (
    <div
      aria-hidden="true"
      className={cn('motion-safe:animate-pulse bg-neutral-200', roundings[rounded], className)}
      {...props}
    />
  );
}

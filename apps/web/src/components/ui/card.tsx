import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

const borders = { neutral: 'border-neutral-200', brand: 'border-brand-100', danger: 'border-red-200' };
// A flat card sits back (an inactive choice); a raised one stands alone on a page.
const elevations = {
  flat: 'bg-neutral-50 shadow-none',
  default: 'bg-white shadow-sm',
  raised: 'bg-white shadow-lg shadow-brand-900/5',
};

// A caller's className adds classes and never overrides these (cn does not merge conflicting classes).
export function Card({
  border = 'neutral',
  elevation = 'default',
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { border?: keyof typeof borders; elevation?: keyof typeof elevations }) {
  return (
    <div
      className={cn('rounded-xl border text-neutral-900', borders[border], elevations[elevation], className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1.5 p-6 pb-0', className)} {...props} />;
}

export function CardTitle({
  as: Heading = 'h2',
  className,
  children,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' | 'h3' }) {
  return (
    <Heading className={cn('text-lg font-semibold tracking-tight text-neutral-900', className)} {...props}>
      {children}
    </Heading>
  );
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-neutral-600', className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex items-center gap-3 p-6 pt-0', className)} {...props} />;
}

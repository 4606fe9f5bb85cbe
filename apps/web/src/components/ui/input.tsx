import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const fieldClassName = cn(
  'block w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-xs sm:text-sm',
  'placeholder:text-neutral-500 transition-colors',
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40',
  'disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:opacity-70',
  'aria-invalid:border-red-600',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClassName, 'min-h-11 py-2', className)} {...props} />;
}

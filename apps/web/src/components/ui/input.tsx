import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// No colours here: each field picks its surface (fieldSurfaces), so no two classes set one property.
export const fieldClassName = cn(
  'block w-full rounded-lg border border-neutral-300 px-3 text-base shadow-xs sm:text-sm',
  'placeholder:text-neutral-500 transition-colors',
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40',
  'disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:opacity-70',
  'aria-invalid:border-red-600',
);

export const fieldSurfaces = {
  default: 'bg-white text-neutral-900',
  // A value that stands for "nothing here" (a closed day).
  dimmed: 'bg-white font-medium text-neutral-700',
  // A value shown for copying, not for editing.
  readOnly: 'bg-neutral-50 font-medium text-neutral-900',
};

export function Input({
  surface = 'default',
  className,
  type = 'text',
  ...props
}: ComponentProps<'input'> & { surface?: keyof typeof fieldSurfaces }) {
  return (
    <input
      type={type}
      className={cn(fieldClassName, fieldSurfaces[surface], 'min-h-11 py-2', className)}
      {...props}
    />
  );
}

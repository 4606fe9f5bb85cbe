import { ChevronDown } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';
import { fieldClassName, fieldSurfaces } from './input';

// A native <select>: the phone's own picker is the most usable one for these short lists.
export function Select({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="relative">
      <select
        className={cn(
          fieldClassName,
          fieldSurfaces.default,
          'min-h-11 cursor-pointer appearance-none py-2 pr-10',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-neutral-500"
        aria-hidden="true"
      />
    </div>
  );
}

import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { fieldClassName, fieldSurfaces } from './input';

export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(fieldClassName, fieldSurfaces.default, 'min-h-24 resize-y py-2', className)}
      {...props}
    />
  );
}

import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  isOptional?: boolean;
  className?: string;
  children: ReactNode;
};

export function fieldDescribedBy(id: string, { error, hint }: { error?: string; hint?: ReactNode }) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

// Label above the control, hint below it, and the validation message right under that.
export function FormField({ id, label, error, hint, isOptional, className, children }: FormFieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {isOptional && <span className="ml-1 font-normal text-neutral-500">(opsional)</span>}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

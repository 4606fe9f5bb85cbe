import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** One of an offering's optional whole numbers (its own places, its deposit): an empty box is none. */
export function OfferingNumberField({
  id,
  label,
  offering,
  limits,
  step,
  placeholder,
  describedBy,
  invalid,
  field,
  children,
}: {
  id: string;
  label: ReactNode;
  /** The offering's name, read after the label by a screen reader. */
  offering: string;
  limits: { min: number; max: number };
  step: number;
  placeholder: string;
  describedBy: string;
  invalid: boolean;
  field: UseFormRegisterReturn;
  /** A hint below the box. */
  children?: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        <span className="sr-only">: {offering}</span>
      </Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={step}
        placeholder={placeholder}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        {...field}
      />
      {children}
    </div>
  );
}

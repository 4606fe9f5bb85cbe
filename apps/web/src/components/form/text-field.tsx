import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormField, fieldDescribedBy } from './form-field';

type FieldChrome = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  isOptional?: boolean;
  className?: string;
};

// Spread react-hook-form's register(...) straight into these.
export function TextField({
  id,
  label,
  error,
  hint,
  isOptional,
  className,
  ...props
}: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} isOptional={isOptional} className={className}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, { error, hint })}
        {...props}
      />
    </FormField>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  isOptional,
  className,
  ...props
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} isOptional={isOptional} className={className}>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, { error, hint })}
        {...props}
      />
    </FormField>
  );
}

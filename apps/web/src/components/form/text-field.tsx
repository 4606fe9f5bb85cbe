import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { FormField, fieldDescribedBy } from './form-field';
import { isNearLimit, useCharCount } from './use-char-count';

type FieldChrome = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  isOptional?: boolean;
  className?: string;
};

function CharCounter({ id, length, maxLength }: { id: string; length: number; maxLength?: number }) {
  if (!isNearLimit(length, maxLength)) return null;
  const isFull = length >= maxLength;
  return (
    <p
      id={`${id}-count`}
      aria-live="polite"
      className={cn('text-right text-xs', isFull ? 'font-medium text-red-700' : 'text-neutral-600')}
    >
      {length}/{maxLength} karakter{isFull ? ` (maksimal ${maxLength} karakter)` : ''}
    </p>
  );
}

function describedBy(id: string, chrome: { error?: string; hint?: ReactNode }, isCounting: boolean) {
  return (
    [fieldDescribedBy(id, chrome), isCounting ? `${id}-count` : null].filter(Boolean).join(' ') || undefined
  );
}

// Spread react-hook-form's register(...) straight into these; a maxLength shows a counter near the limit.
export function TextField({
  id,
  label,
  error,
  hint,
  isOptional,
  className,
  ref,
  onChange,
  ...props
}: FieldChrome & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const count = useCharCount({ maxLength: props.maxLength, onChange, ref });
  const isCounting = isNearLimit(count.length, props.maxLength);
  return (
    <FormField id={id} label={label} error={error} hint={hint} isOptional={isOptional} className={className}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint }, isCounting)}
        {...props}
        ref={count.ref}
        onChange={count.onChange}
      />
      <CharCounter id={id} length={count.length} maxLength={props.maxLength} />
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
  ref,
  onChange,
  ...props
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const count = useCharCount({ maxLength: props.maxLength, onChange, ref });
  const isCounting = isNearLimit(count.length, props.maxLength);
  return (
    <FormField id={id} label={label} error={error} hint={hint} isOptional={isOptional} className={className}>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint }, isCounting)}
        {...props}
        ref={count.ref}
        onChange={count.onChange}
      />
      <CharCounter id={id} length={count.length} maxLength={props.maxLength} />
    </FormField>
  );
}

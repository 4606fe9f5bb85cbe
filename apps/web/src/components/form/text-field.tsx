import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
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

type Counted<E extends HTMLInputElement | HTMLTextAreaElement> = {
  maxLength?: number;
  onChange?: (event: ChangeEvent<E>) => void;
  ref?: Ref<E>;
};

type CountedControl<E extends HTMLInputElement | HTMLTextAreaElement> = {
  aria: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
} & Counted<E>;

// The label, hint, error and counter around one input or textarea; `children` draws the control itself.
function CountedField<E extends HTMLInputElement | HTMLTextAreaElement>({
  id,
  label,
  error,
  hint,
  isOptional,
  className,
  counted,
  children,
}: FieldChrome & { counted: Counted<E>; children: (control: CountedControl<E>) => ReactNode }) {
  const count = useCharCount(counted);
  const isCounting = isNearLimit(count.length, counted.maxLength);
  const aria = {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy(id, { error, hint }, isCounting),
  };
  return (
    <FormField id={id} label={label} error={error} hint={hint} isOptional={isOptional} className={className}>
      {children({ aria, ref: count.ref, onChange: count.onChange })}
      <CharCounter id={id} length={count.length} maxLength={counted.maxLength} />
    </FormField>
  );
}

// Spread react-hook-form's register(...) straight into these; a maxLength shows a counter near the limit.
export function TextField({
  ref,
  onChange,
  ...props
}: FieldChrome & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const { label, error, hint, isOptional, className, ...input } = props;
  return (
    <CountedField {...props} counted={{ maxLength: input.maxLength, onChange, ref }}>
      {(control) => <Input {...control.aria} {...input} ref={control.ref} onChange={control.onChange} />}
    </CountedField>
  );
}

export function TextAreaField({
  ref,
  onChange,
  ...props
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const { label, error, hint, isOptional, className, ...textarea } = props;
  return (
    <CountedField {...props} counted={{ maxLength: textarea.maxLength, onChange, ref }}>
      {(control) => (
        <Textarea {...control.aria} {...textarea} ref={control.ref} onChange={control.onChange} />
      )}
    </CountedField>
  );
}

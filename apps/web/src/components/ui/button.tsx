import { Loader2 } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'ghost'
  | 'ghost-muted'
  | 'ghost-danger'
  | 'danger';
export type ButtonSize = 'md' | 'compact' | 'xs' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary: 'bg-neutral-900 text-white shadow-sm hover:bg-neutral-800',
  outline: 'border border-neutral-300 bg-white text-neutral-900 shadow-xs hover:bg-neutral-100',
  ghost: 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900',
  'ghost-muted': 'text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900',
  'ghost-danger': 'text-red-700 hover:bg-red-50 hover:text-red-800',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
};

// Every size keeps at least a 44 px tap target. A caller's className adds classes and never overrides a
// variant's or size's (cn does not merge conflicting classes): a different look is a variant or size here.
const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 text-sm',
  compact: 'min-h-11 px-3 text-sm',
  xs: 'min-h-11 px-3 text-xs',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11',
};

export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(
    'inline-flex cursor-pointer select-none items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
    '[&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isLoading?: boolean;
};

export function Button({
  variant,
  size,
  isLoading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonVariants({ variant, size, className })}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && <Loader2 className="animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}

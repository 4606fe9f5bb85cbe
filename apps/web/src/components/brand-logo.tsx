import { cn } from '@/lib/utils';

// The caller gives the mark its size.
export function BrandMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('shrink-0', className)} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#8a3f0f" />
      <path d="M16 22h32l-3 24a6 6 0 0 1-6 5H25a6 6 0 0 1-6-5z" fill="#fdf6ee" />
      <path d="M48 27h3a5 5 0 0 1 0 10h-4" fill="none" stroke="#fdf6ee" strokeWidth="4" />
      <path
        d="M26 12c-2 3 2 5 0 8M34 12c-2 3 2 5 0 8"
        stroke="#f6c89a"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function BrandLogo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <BrandMark className="size-9" />
      <span className="text-xl font-bold tracking-tight text-neutral-900">Webku</span>
    </span>
  );
}

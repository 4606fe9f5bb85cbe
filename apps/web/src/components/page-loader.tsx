import { Loader2 } from 'lucide-react';

export function PageLoader({ label = 'Memuat...' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6" role="status" aria-live="polite">
      <div className="flex items-center gap-3 text-neutral-600">
        <Loader2 className="size-5 animate-spin text-brand-700" aria-hidden="true" />
        <span className="text-sm">{label}</span>
      </div>
    </div>
  );
}

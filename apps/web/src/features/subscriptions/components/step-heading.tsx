import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

// A numbered step title; a finished step shows a tick instead of its number.
export function StepHeading({
  step,
  title,
  isDone = false,
  id,
}: {
  step: number;
  title: string;
  isDone?: boolean;
  id?: string;
}) {
  return (
    <h2 id={id} className="flex items-center gap-3 text-lg font-semibold tracking-tight text-neutral-900">
      <span
        className={cn(
          'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
          isDone ? 'bg-emerald-600 text-white' : 'bg-brand-700 text-white',
        )}
      >
        {isDone ? <Check className="size-4" aria-label={`Langkah ${step} selesai`} /> : step}
      </span>
      {title}
    </h2>
  );
}

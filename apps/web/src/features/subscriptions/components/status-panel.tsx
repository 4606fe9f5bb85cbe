import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const TONES = {
  success: 'bg-emerald-100 text-emerald-700',
  waiting: 'bg-amber-100 text-amber-700',
  danger: 'bg-red-100 text-red-700',
} as const;

// The invoice status page's one card: a big icon, what happened, and what to do now.
export function StatusPanel({
  icon: Icon,
  tone,
  title,
  children,
  testId,
}: {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center p-6 text-center sm:p-8" data-testid={testId}>
      <span className={cn('inline-flex size-16 items-center justify-center rounded-full', TONES[tone])}>
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-2xl font-bold tracking-tight text-neutral-900">{title}</h2>
      {children}
    </Card>
  );
}

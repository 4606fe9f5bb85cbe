import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type FormSectionProps = { title: string; description?: string; children: ReactNode; className?: string };

export function FormSection({ title, description, children, className }: FormSectionProps) {
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <div className="mb-5">
        <h2 className="text-base font-semibold text-neutral-900">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-neutral-600">{description}</p>}
      </div>
      <div className="space-y-5">{children}</div>
    </Card>
  );
}

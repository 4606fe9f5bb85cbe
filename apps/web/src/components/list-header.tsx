import type { ReactNode } from 'react';

type ListHeaderProps = { title: string; count?: number; description?: string; actions?: ReactNode };

export function ListHeader({ title, count, description, actions }: ListHeaderProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 className="text-lg font-semibold text-neutral-900">
          {title}
          {count !== undefined && (
            <span className="ml-2 rounded-full bg-neutral-100 px-2 py-0.5 align-middle text-xs font-medium text-neutral-600">
              {count}
            </span>
          )}
        </h2>
        {description && <p className="mt-0.5 text-sm text-neutral-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

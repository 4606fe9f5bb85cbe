import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Card } from './ui/card';

export type TableColumn<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  // Left out of the phone card when the primary cell already says it.
  hideOnCard?: boolean;
};

type ResponsiveTableProps<T> = {
  caption: string;
  rows: readonly T[];
  getKey: (row: T) => string | number;
  columns: TableColumn<T>[];
  // The phone card's headline (usually the name) and optional thumbnail.
  primary: (row: T) => ReactNode;
  thumbnail?: (row: T) => ReactNode;
  actions: (row: T) => ReactNode;
};

// Spec/DESIGN: a table on desktop, stacked cards on phones (below 768 px).
export function ResponsiveTable<T>({
  caption,
  rows,
  getKey,
  columns,
  primary,
  thumbnail,
  actions,
}: ResponsiveTableProps<T>) {
  return (
    <>
      <Card className="hidden overflow-hidden md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-neutral-200 bg-neutral-50 text-xs font-medium tracking-wide text-neutral-600 uppercase">
            <tr>
              {thumbnail && (
                <th scope="col" className="w-20 px-4 py-3">
                  <span className="sr-only">Gambar</span>
                </th>
              )}
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cn('px-4 py-3', column.className)}>
                  {column.header}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-right">
                <span className="sr-only">Aksi</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {rows.map((row) => (
              <tr key={getKey(row)} className="align-middle hover:bg-neutral-50/70">
                {thumbnail && <td className="px-4 py-3">{thumbnail(row)}</td>}
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cn('px-4 py-3 text-neutral-800 wrap-anywhere', column.className)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
                <td className="px-2 py-2">
                  <div className="flex justify-end gap-1">{actions(row)}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={getKey(row)}>
            <Card className="p-3 pb-2">
              <div className="flex gap-3">
                {thumbnail?.(row)}
                <div className="min-w-0 flex-1">
                  {/* wrap-anywhere: one long word in an owner's text must not widen the phone card. */}
                  <div className="font-medium text-neutral-900 wrap-anywhere">{primary(row)}</div>
                  <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {columns
                      .filter((column) => !column.hideOnCard)
                      .map((column) => (
                        <div key={column.key} className="flex min-w-0 items-center gap-x-1.5">
                          <dt className="text-neutral-500">{column.header}:</dt>
                          <dd className="min-w-0 text-neutral-800 wrap-anywhere">{column.cell(row)}</dd>
                        </div>
                      ))}
                  </dl>
                </div>
              </div>
              <div className="-mb-1 mt-2 flex justify-end gap-1 border-t border-neutral-100 pt-1">
                {actions(row)}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

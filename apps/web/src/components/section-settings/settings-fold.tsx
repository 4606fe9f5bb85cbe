import { ChevronDown, RefreshCw, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

type SettingsFoldProps = {
  /** The line under "Pengaturan Bagian": the section's title, or what the settings are about. */
  summary: string;
  /** Whether the section shows on the website; unknown while its settings load. */
  isShown?: boolean;
  defaultOpen?: boolean;
  /** The settings failed to load: the panel offers to try again. */
  failed?: { isRetrying: boolean; retry: () => void };
  /** The form, once the settings are there. */
  children?: ReactNode;
};

// A section's own settings at the top of its editor, folded away until the owner opens them.
export function SettingsFold({ summary, isShown, defaultOpen = false, failed, children }: SettingsFoldProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <Card>
      <button
        type="button"
        onClick={() => setOpen(!isOpen)}
        aria-expanded={isOpen}
        aria-controls={panelId}
        className="flex w-full cursor-pointer items-center gap-3 rounded-xl p-4 text-left sm:px-6"
      >
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-neutral-900">Pengaturan Bagian</span>
          <span className="block truncate text-sm text-neutral-600">{summary}</span>
        </span>
        {isShown !== undefined && (
          <Badge tone={isShown ? 'success' : 'muted'}>{isShown ? 'Tampil' : 'Disembunyikan'}</Badge>
        )}
        <ChevronDown
          className={cn('size-5 shrink-0 text-neutral-500 transition-transform', isOpen && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div id={panelId} hidden={!isOpen} className="border-t border-neutral-100 p-4 sm:p-6">
        {children ??
          (failed ? (
            <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-neutral-700">Pengaturan bagian ini gagal dimuat.</p>
              <Button variant="outline" onClick={failed.retry} isLoading={failed.isRetrying}>
                {!failed.isRetrying && <RefreshCw aria-hidden="true" />} Coba lagi
              </Button>
            </div>
          ) : (
            <div className="space-y-3" role="status" aria-label="Memuat pengaturan bagian">
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          ))}
      </div>
    </Card>
  );
}

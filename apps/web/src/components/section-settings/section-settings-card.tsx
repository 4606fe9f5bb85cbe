import type { SectionType } from '@webku/contract';
import { ChevronDown, RefreshCw, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { defaultSectionSetting } from '@/lib/section-settings/section-settings';
import { useSaveSectionSetting, useSectionSetting } from '@/lib/section-settings/use-section-setting';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { cn } from '@/lib/utils';
import { SectionSettingsForm } from './section-settings-form';

type SectionSettingsCardProps = {
  type: SectionType;
  // Toast on a failed load; without it the editor quietly starts from defaults (the stores editor shows one).
  loadErrorMessage?: string;
  defaultOpen?: boolean;
};

// The section's own settings at the top of its editor, folded away until the owner opens them.
export function SectionSettingsCard({
  type,
  loadErrorMessage,
  defaultOpen = false,
}: SectionSettingsCardProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const query = useSectionSetting(type);
  const save = useSaveSectionSetting(type);
  const panelId = useId();
  useLoadErrorToast(loadErrorMessage ? query.error : null, loadErrorMessage ?? '');
  const useDefaults = query.isError && !loadErrorMessage;
  const setting = query.data ?? (useDefaults ? defaultSectionSetting(type) : undefined);

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
          <span className="block truncate text-sm text-neutral-600">
            {setting?.title || 'Judul, deskripsi dan tampil tidaknya di website Anda'}
          </span>
        </span>
        {setting && (
          <Badge tone={setting.is_active ? 'success' : 'muted'}>
            {setting.is_active ? 'Tampil' : 'Disembunyikan'}
          </Badge>
        )}
        <ChevronDown
          className={cn('size-5 shrink-0 text-neutral-500 transition-transform', isOpen && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div id={panelId} hidden={!isOpen} className="border-t border-neutral-100 p-4 sm:p-6">
        {setting ? (
          <SectionSettingsForm
            type={type}
            setting={setting}
            isSaving={save.isPending}
            onSave={(values) => save.mutateAsync(values)}
          />
        ) : query.isError ? (
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-neutral-700">Pengaturan bagian ini gagal dimuat.</p>
            <Button variant="outline" onClick={() => query.refetch()} isLoading={query.isFetching}>
              {!query.isFetching && <RefreshCw aria-hidden="true" />} Coba lagi
            </Button>
          </div>
        ) : (
          <div className="space-y-3" role="status" aria-label="Memuat pengaturan bagian">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </div>
    </Card>
  );
}

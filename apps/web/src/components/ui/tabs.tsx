import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { cn } from '@/lib/utils';

export type TabItem<V extends string> = { value: V; label: string; badge?: ReactNode };

type TabsProps<V extends string> = {
  items: readonly TabItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
  label: string;
  className?: string;
};

export function tabIds(base: string, value: string) {
  return { tab: `${base}-tab-${value}`, panel: `${base}-panel-${value}` };
}

// WAI-ARIA tabs with arrow-key movement; on a narrow phone the row wraps, so every tab stays in sight.
export function TabList<V extends string>({
  items,
  value,
  onValueChange,
  label,
  className,
  idBase,
}: TabsProps<V> & { idBase: string }) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = items[(index + delta + items.length) % items.length];
    if (!next) return;
    onValueChange(next.value);
    document.getElementById(tabIds(idBase, next.value).tab)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={handleKeyDown}
      className={cn('flex flex-wrap gap-0.5 sm:gap-1 rounded-xl bg-neutral-100 p-1', className)}
    >
      {items.map((item) => {
        const ids = tabIds(idBase, item.value);
        const isActive = item.value === value;
        return (
          <button
            key={item.value}
            id={ids.tab}
            type="button"
            role="tab"
            aria-selected={isActive}
            aria-controls={ids.panel}
            tabIndex={isActive ? 0 : -1}
            onClick={() => onValueChange(item.value)}
            className={cn(
              'inline-flex min-h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg px-2.5 text-sm sm:px-3 font-medium whitespace-nowrap transition-colors',
              isActive ? 'bg-white text-neutral-900 shadow-sm' : 'text-neutral-600 hover:text-neutral-900',
            )}
          >
            {item.label}
            {item.badge}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({
  idBase,
  value,
  activeValue,
  children,
  className,
}: {
  idBase: string;
  value: string;
  activeValue: string;
  children: ReactNode;
  className?: string;
}) {
  const ids = tabIds(idBase, value);
  // Inactive panels stay mounted (hidden) so that their unsaved edits survive a tab switch.
  return (
    <div
      id={ids.panel}
      role="tabpanel"
      aria-labelledby={ids.tab}
      hidden={value !== activeValue}
      className={className}
    >
      {children}
    </div>
  );
}

export function useTabsId(): string {
  return useId().replace(/:/g, '');
}

import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/utils';
import { useModalLayer } from './use-modal-layer';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: DialogSize;
  className?: string;
};

const widths: Record<DialogSize, string> = {
  sm: 'sm:max-w-md',
  md: 'sm:max-w-lg',
  lg: 'sm:max-w-2xl',
  xl: 'sm:max-w-4xl',
};

// A portal rather than the native <dialog>: the top layer would hide toasts behind its backdrop.
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  className,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(() => onOpenChange(false));
  onCloseRef.current = () => onOpenChange(false);
  useModalLayer(panelRef, onCloseRef);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus], input, select, textarea');
    (first ?? panel)?.focus();
  }, []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay only catches outside clicks; Escape closes too.
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-neutral-950/45 sm:items-center sm:p-4 motion-safe:animate-fade-in"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'flex max-h-[calc(100dvh-6rem)] w-full flex-col rounded-t-2xl bg-white shadow-2xl outline-none sm:max-h-[90dvh] sm:rounded-xl',
          widths[size],
          className,
        )}
      >
        <div className="flex items-start justify-between gap-3 border-b border-neutral-200 py-3 pr-2 pl-5">
          <div className="min-w-0 pt-1.5">
            <h2 id={titleId} className="text-lg font-semibold text-neutral-900">
              {title}
            </h2>
            {description && (
              <div id={descriptionId} className="mt-0.5 text-sm text-neutral-600">
                {description}
              </div>
            )}
          </div>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
            aria-label="Tutup"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && (
          <div className="flex flex-col-reverse gap-2 border-t border-neutral-200 px-5 py-3 sm:flex-row sm:justify-end">
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}

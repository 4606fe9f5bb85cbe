import { TOAST_DURATION_MS } from '@webku/contract';
import { CircleAlert, CircleCheck, Info, type LucideIcon, X } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { dismissToast, getToasts, subscribeToToasts, type Toast, type ToastKind } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useIsModalOpen } from './use-modal-layer';

const looks: Record<ToastKind, { icon: LucideIcon; className: string }> = {
  success: { icon: CircleCheck, className: 'border-green-200 bg-green-50 text-green-900' },
  error: { icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-900' },
  info: { icon: Info, className: 'border-blue-200 bg-blue-50 text-blue-900' },
};

// Bottom right, lifted above the sticky save bar so that a toast never covers the Save button. While a
// dialog is open its actions sit at the bottom (a sheet on phones), so toasts move to the top, where the
// dialog leaves room. Outside #root, which an open dialog makes inert, so the close button still works.
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  const isModalOpen = useIsModalOpen();
  return createPortal(
    <section
      aria-label="Notifikasi"
      aria-live="polite"
      className={cn(
        'pointer-events-none fixed inset-x-4 z-[60] sm:inset-x-auto sm:w-89',
        isModalOpen ? 'top-2 sm:top-3 sm:left-1/2 sm:-translate-x-1/2' : 'bottom-22 sm:right-6',
      )}
    >
      <ol className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>,
    document.body,
  );
}

// Shown for TOAST_DURATION_MS; the time stands still while the pointer or the focus is on the toast.
function ToastItem({ toast }: { toast: Toast }) {
  const [isPaused, setPaused] = useState(false);
  const remaining = useRef(TOAST_DURATION_MS);
  useEffect(() => {
    if (isPaused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [isPaused, toast.id]);

  const { icon: Icon, className } = looks[toast.kind];
  return (
    <li
      data-toast={toast.kind}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        'pointer-events-auto flex items-start gap-3 rounded-lg border py-3 pr-1 pl-4 shadow-lg motion-safe:animate-fade-in',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 py-0.5 text-sm wrap-anywhere">
        <p data-toast-title className="font-medium">
          {toast.message}
        </p>
        {toast.description && <p className="mt-1 opacity-90">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label="Tutup notifikasi"
        className="-my-2.5 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md opacity-70 hover:bg-black/5 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

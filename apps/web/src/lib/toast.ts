import { failureMessage, failureReason } from './api-errors';

export type ToastKind = 'success' | 'error' | 'info';
export type Toast = { id: number; kind: ToastKind; message: string; description?: string };

// The toast on screen, if any: components/ui/toaster.tsx shows it.
let shown: Toast[] = [];
let nextId = 1;
let successId: number | null = null;
const listeners = new Set<() => void>();

function setShown(next: Toast[]) {
  shown = next;
  for (const listener of listeners) listener();
}

export function getToasts(): Toast[] {
  return shown;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(id: number) {
  if (successId === id) successId = null;
  if (shown.some((toast) => toast.id === id)) setShown(shown.filter((toast) => toast.id !== id));
}

// Only one toast at a time: every new toast replaces the previous one.
function show(kind: ToastKind, message: string, description?: string | null): number {
  const toast: Toast = { id: nextId++, kind, message, ...(description ? { description } : {}) };
  setShown([toast]);
  successId = kind === 'success' ? toast.id : null;
  return toast.id;
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  // The action's failure toast with the server's reason under it, or the server's own message when a
  // rate limit refused the request.
  failure: (error: unknown, fallback: string) =>
    show('error', failureMessage(error, fallback), failureReason(error)),
  // A "saved" toast must not stand next to a validation error that appeared since.
  dismissSuccess: () => {
    if (successId !== null) dismissToast(successId);
  },
};

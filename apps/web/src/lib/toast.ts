import { toast } from 'sonner';
import { failureMessage, failureReason } from './api-errors';

let successId: string | number | null = null;

// Spec §9: only one toast at a time, so every new toast replaces the previous one.
function show(kind: 'success' | 'error' | 'info', message: string, description?: string | null) {
  toast.dismiss();
  const id = toast[kind](message, description ? { description } : undefined);
  successId = kind === 'success' ? id : null;
  return id;
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
    if (successId !== null) toast.dismiss(successId);
    successId = null;
  },
};

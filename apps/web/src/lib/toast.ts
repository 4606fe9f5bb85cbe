import { toast } from 'sonner';

// Spec §9: only one toast at a time, so every new toast replaces the previous one.
function show(kind: 'success' | 'error' | 'info', message: string): string | number {
  toast.dismiss();
  return toast[kind](message);
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  // An error shown on the page itself must not stand next to an older success toast.
  dismiss: () => {
    toast.dismiss();
  },
};

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_DURATION_MS, TOAST_VISIBLE_LIMIT } from '@webku/contract';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { useIsModalOpen } from '@/components/ui/use-modal-layer';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
        },
      }),
  );

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}

// Spec §9: 3 visible, 4000 ms, bottom-right; lib/toast keeps it to one at a time. While a dialog is open its
// actions sit at the bottom (a sheet on phones), so toasts move to the top, where the dialog leaves room.
function AppToaster() {
  const isModalOpen = useIsModalOpen();
  return (
    <Toaster
      position={isModalOpen ? 'top-center' : 'bottom-right'}
      visibleToasts={TOAST_VISIBLE_LIMIT}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      // Lifted above the sticky save bar so that a toast never covers the Save button.
      offset={isModalOpen ? { top: 12 } : { bottom: 88, right: 24 }}
      mobileOffset={isModalOpen ? { top: 8 } : { bottom: 88 }}
    />
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { WagmiProvider } from 'wagmi';
import { BlockClockProvider } from '@/chain/BlockClock.tsx';
import { TransactionUpdater } from '@/chain/tx/TransactionUpdater.tsx';
import { wagmiConfig } from '@/chain/wagmi.ts';
import { BlocklistGate } from '@/features/blocklist';
import { LanguageProvider } from '@/i18n/LanguageProvider.tsx';
import { routes } from '@/routes.tsx';
import { ToastProvider } from '@/ui/Toast.tsx';

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 2 } } }),
  );
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider>
          <ToastProvider>
            <BlockClockProvider>
              <TransactionUpdater />
              <BlocklistGate>
                <RouterProvider router={router} />
              </BlocklistGate>
            </BlockClockProvider>
          </ToastProvider>
        </LanguageProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}

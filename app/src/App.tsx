import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { WagmiProvider } from 'wagmi';
import { BlockClockProvider } from '@/chain/BlockClock.tsx';
import { TransactionUpdater } from '@/chain/tx/TransactionUpdater.tsx';
import { wagmiConfig } from '@/chain/wagmi.ts';
import { BlocklistGate } from '@/features/blocklist';
import { LanguageProvider } from '@/i18n/LanguageProvider.tsx';
import { AppRoutes } from '@/routes.tsx';
import { ToastProvider } from '@/ui/Toast.tsx';

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 2 } } }),
  );
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider>
          <ToastProvider>
            <BlockClockProvider>
              <TransactionUpdater />
              <BlocklistGate>
                <BrowserRouter>
                  <AppRoutes />
                </BrowserRouter>
              </BlocklistGate>
            </BlockClockProvider>
          </ToastProvider>
        </LanguageProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}

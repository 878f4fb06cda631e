import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { BlockClockProvider } from '@/chain/BlockClock.tsx';
import { restoreStoredWallet } from '@/chain/connection.ts';
import { TransactionUpdater } from '@/chain/tx/TransactionUpdater.tsx';
import { BlocklistGate } from '@/features/blocklist';
import { LanguageProvider } from '@/i18n/LanguageProvider.tsx';
import { AppRoutes } from '@/routes.tsx';
import { ToastProvider } from '@/ui/Toast.tsx';

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 2 } } }),
  );
  // wagmi loads after the first paint, and only for a returning user (chain/connection.ts).
  useEffect(restoreStoredWallet, []);
  return (
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
  );
}

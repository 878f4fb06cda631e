import type { ReactNode } from 'react';
import { useConnection } from '@/chain/connection.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { isBlockedAddress } from './blocklist.ts';

/** A blocklisted wallet sees only 'Blocked address' instead of the app. */
export function BlocklistGate({ children }: { children: ReactNode }) {
  const { address } = useConnection();
  const { t } = useTranslation();
  if (isBlockedAddress(address)) {
    return (
      <main className="grid min-h-screen place-items-center bg-bg text-text">
        <p className="text-2xl font-bold">{t('Blocked address')}</p>
      </main>
    );
  }
  return children;
}

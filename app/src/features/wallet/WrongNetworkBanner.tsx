import { lazy, Suspense } from 'react';
import { useActiveChain } from '@/chain/activeChain.ts';

const SwitchNetworkBanner = lazy(() =>
  import('./SwitchNetworkBanner.tsx').then(({ SwitchNetworkBanner }) => ({ default: SwitchNetworkBanner })),
);

/** The switch-network banner while the wallet is on an unsupported chain; its code loads only then. */
export function WrongNetworkBanner() {
  const { isWrongNetwork } = useActiveChain();
  if (!isWrongNetwork) return null;
  return (
    <Suspense fallback={null}>
      <SwitchNetworkBanner />
    </Suspense>
  );
}

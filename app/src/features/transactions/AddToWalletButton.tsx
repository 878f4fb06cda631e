import type { Currency } from '@flaskswap/sdk';
import { useState } from 'react';
import { loadWalletConfig, useConnection } from '@/chain/connection.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';

/** Only the injected browser wallet (MetaMask and the like) understands wallet_watchAsset here. */
export function useCanWatchAsset(currency: Currency | undefined): boolean {
  const { connector } = useConnection();
  return Boolean(currency?.isToken && connector?.type === 'injected');
}

/** 'Add %asset% to Metamask': asks the injected wallet to track the token (wallet_watchAsset). */
export function AddToWalletButton({ currency }: { currency: Currency | undefined }) {
  const { t } = useTranslation();
  const canWatch = useCanWatchAsset(currency);
  const { pending: isPending, run } = usePendingAction();
  const [added, setAdded] = useState(false);
  if (!canWatch || !currency?.isToken) return null;
  const watch = () =>
    run(async () => {
      try {
        const { watchAsset } = await import('@/chain/lazyActions.ts');
        setAdded(
          await watchAsset(await loadWalletConfig(), {
            type: 'ERC20',
            options: { address: currency.address, symbol: currency.symbol.slice(0, 11), decimals: currency.decimals },
          }),
        );
      } catch (error) {
        console.error('wallet_watchAsset failed', error);
      }
    });
  return (
    <Button variant="tertiary" size="sm" isLoading={isPending} disabled={added} onClick={watch}>
      {added
        ? t('Added %asset%', { asset: currency.symbol })
        : t('Add %asset% to Metamask', { asset: currency.symbol })}
    </Button>
  );
}

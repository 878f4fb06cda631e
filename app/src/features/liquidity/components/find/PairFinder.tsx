import type { Currency } from '@flaskswap/sdk';
import { useState } from 'react';
import { useConnection } from '@/chain/connection.ts';
import { addTrackedPair, useNativeCurrency, useTrackedPairs } from '@/features/tokens';
import { ConnectWalletButton } from '@/features/wallet';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { pairTokens } from '../../data/pairCalls.ts';
import { usePairSnapshot } from '../../data/usePairSnapshots.ts';
import { LiquidityCard } from '../LiquidityCard.tsx';
import { CurrencySelectButton } from './CurrencySelectButton.tsx';
import { PairFinderStatus } from './PairFinderStatus.tsx';

/** /find: look a pair up, see the user's position in it, and track it on /liquidity. */
export function PairFinder() {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const native = useNativeCurrency();
  const [currency0, setCurrency0] = useState<Currency | undefined>(native);
  const [currency1, setCurrency1] = useState<Currency | undefined>();
  const pairRead = usePairSnapshot(currency0, currency1, account);
  const tracked = useTrackedPairs();
  const tokens = pairTokens(currency0, currency1);
  const isTracked = Boolean(
    tokens && tracked.some(([a, b]) => tokens.every((token) => token.equals(a) || token.equals(b))),
  );

  // Choosing the other side's currency swaps the two, as on the add screen.
  const select = (side: 0 | 1, currency: Currency) => {
    const [mine, other] = side === 0 ? [currency0, currency1] : [currency1, currency0];
    (side === 0 ? setCurrency0 : setCurrency1)(currency);
    if (other?.equals(currency)) (side === 0 ? setCurrency1 : setCurrency0)(mine);
  };

  return (
    <LiquidityCard title={t('Import Pool')} subtitle={t('Find a pool and track your position in it')} backTo="/pool">
      <CurrencySelectButton
        testId="find-currency-0"
        currency={currency0}
        otherCurrency={currency1}
        onSelect={(currency) => select(0, currency)}
      />
      <div className="-my-2 text-center text-xl font-bold text-muted" aria-hidden="true">
        +
      </div>
      <CurrencySelectButton
        testId="find-currency-1"
        currency={currency1}
        otherCurrency={currency0}
        onSelect={(currency) => select(1, currency)}
      />
      {!account ? (
        <div className="flex flex-col items-center gap-3 text-center">
          <p className="text-muted">{t('Connect to a wallet to find pools')}</p>
          <ConnectWalletButton />
        </div>
      ) : currency0 && currency1 ? (
        <PairFinderStatus
          currency0={currency0}
          currency1={currency1}
          state={pairRead.state}
          snapshot={pairRead.snapshot}
          balance={pairRead.balance}
          isTracked={isTracked}
          onImport={() => tokens && addTrackedPair(tokens[0], tokens[1])}
        />
      ) : (
        <p className="text-center text-muted">{t('Select a token to find your liquidity.')}</p>
      )}
    </LiquidityCard>
  );
}

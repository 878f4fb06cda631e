import { amountToUsd } from '@flaskswap/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Address } from 'viem';
import { useConnection } from '@/chain/connection.ts';
import { ConnectWalletButton } from '@/features/wallet';
import {
  EnableButton,
  formatStaked,
  formatUsd,
  StakeAmountModal,
  StakedAmount,
  stakePanelState,
  YieldPanel,
} from '@/features/yield';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useFarmActions } from '../actions/useFarmActions.ts';
import type { FarmView } from '../logic/farmViews.ts';
import { addLiquidityLink } from '../logic/links.ts';

/** Connect, Enable (approve the LP), Stake LP, then the staked LP with unstake and add. */
export function FarmStakeActions({ farm, chef }: { farm: FarmView; chef: Address | undefined }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { isConnected } = useConnection();
  const { stake, unstake } = useFarmActions(chef, farm.pid, farm.lpSymbol);
  const [modal, setModal] = useState<'stake' | 'unstake'>();
  const user = farm.user;
  const lp = { symbol: farm.lpSymbol, decimals: 18, priceUsd: farm.lpPriceUsd };
  const getLp = {
    href: addLiquidityLink(farm.token, farm.quoteToken),
    label: t('Get %symbol%', { symbol: farm.lpSymbol }),
  };
  const staked = user?.stakedBalance ?? 0n;
  const needsApproval = user?.allowance === 0n;
  const finishedTitle = farm.isFinished ? t('This farm is finished') : undefined;

  let heading = t('Stake %symbol%', { symbol: farm.lpSymbol });
  let body: React.ReactNode;
  // Past 'loading' the account's position and the chef are known.
  switch (stakePanelState(isConnected, user && chef ? staked : undefined, needsApproval)) {
    case 'connect':
      heading = t('Start farming');
      body = <ConnectWalletButton fullWidth />;
      break;
    case 'loading':
      body = <Skeleton className="h-12 w-full" />;
      break;
    case 'enable':
      heading = t('Enable Farm');
      body = (
        <EnableButton
          fullWidth
          token={farm.lpAddress}
          spender={chef!}
          symbol={farm.lpSymbol}
          allowance={user?.allowance ?? 0n}
        />
      );
      break;
    case 'stake':
      body = (
        <Button fullWidth disabled={farm.isFinished} title={finishedTitle} onClick={() => setModal('stake')}>
          {t('Stake LP')}
        </Button>
      );
      break;
    default:
      heading = t('%symbol% Staked', { symbol: farm.lpSymbol });
      body = (
        <StakedAmount
          amount={formatStaked(staked, 18, 6, locale)}
          usd={formatUsd(amountToUsd(staked, 18, farm.lpPriceUsd), locale)}
          testId="farm-staked"
          onUnstake={() => setModal('unstake')}
        >
          {needsApproval && !farm.isFinished ? (
            <EnableButton
              size="sm"
              token={farm.lpAddress}
              spender={chef!}
              symbol={farm.lpSymbol}
              allowance={user?.allowance ?? 0n}
            />
          ) : (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('Stake more')}
              disabled={farm.isFinished}
              title={finishedTitle}
              onClick={() => setModal('stake')}
            >
              +
            </Button>
          )}
        </StakedAmount>
      );
  }

  return (
    <YieldPanel heading={heading} testId="farm-stake-actions">
      {body}
      {isConnected && user && user.tokenBalance === 0n && staked === 0n && !farm.isFinished && (
        <Link to={getLp.href} className="text-center text-sm font-semibold text-primary hover:underline">
          {getLp.label}
        </Link>
      )}
      {modal && user && (
        <StakeAmountModal
          open
          onOpenChange={(open) => !open && setModal(undefined)}
          mode={modal}
          title={modal === 'stake' ? t('Stake LP tokens') : t('Unstake LP tokens')}
          token={lp}
          balance={modal === 'stake' ? user.tokenBalance : staked}
          getTokenLink={modal === 'stake' ? getLp : undefined}
          onConfirm={modal === 'stake' ? stake : unstake}
        />
      )}
    </YieldPanel>
  );
}

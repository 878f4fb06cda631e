import { useState } from 'react';
import { Link } from 'react-router';
import type { Address } from 'viem';
import { useConnection } from 'wagmi';
import { EnableButton, StakeAmountModal } from '@/features/pools';
import { formatStaked, formatUsd, usdValue } from '@/features/prices';
import { ConnectWalletButton } from '@/features/wallet/ConnectWalletButton.tsx';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import type { FarmView } from '../farmViews.ts';
import { addLiquidityLink } from '../links.ts';
import { useFarmActions } from '../useFarmActions.ts';

/** Connect, Enable (approve the LP), Stake LP, then the staked LP with unstake and add. */
export function FarmStakeActions({ farm, chef }: { farm: FarmView; chef: Address | undefined }) {
  const { t } = useTranslation();
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

  let heading = t('Stake %symbol%', { symbol: farm.lpSymbol });
  let body: React.ReactNode;
  if (!isConnected) {
    heading = t('Start farming');
    body = <ConnectWalletButton fullWidth />;
  } else if (!user || !chef) {
    body = <Skeleton className="h-12 w-full" />;
  } else if (staked > 0n) {
    heading = t('%symbol% Staked', { symbol: farm.lpSymbol });
    body = (
      <div className="flex items-center justify-between gap-3">
        <div>
          <p className="text-lg font-bold" data-testid="farm-staked">
            {formatStaked(staked, 18, 6)}
          </p>
          <p className="text-xs text-muted">~{formatUsd(usdValue(staked, 18, farm.lpPriceUsd))}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" aria-label={t('Unstake')} onClick={() => setModal('unstake')}>
            −
          </Button>
          {user.allowance === 0n && !farm.isFinished ? (
            <EnableButton size="sm" token={farm.lpAddress} spender={chef} symbol={farm.lpSymbol} />
          ) : (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('Stake more')}
              disabled={farm.isFinished}
              title={farm.isFinished ? t('This farm is finished') : undefined}
              onClick={() => setModal('stake')}
            >
              +
            </Button>
          )}
        </div>
      </div>
    );
  } else if (user.allowance === 0n) {
    heading = t('Enable Farm');
    body = <EnableButton fullWidth token={farm.lpAddress} spender={chef} symbol={farm.lpSymbol} />;
  } else {
    body = (
      <Button
        fullWidth
        disabled={farm.isFinished}
        title={farm.isFinished ? t('This farm is finished') : undefined}
        onClick={() => setModal('stake')}
      >
        {t('Stake LP')}
      </Button>
    );
  }

  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-border p-4" data-testid="farm-stake-actions">
      <p className="text-xs font-bold uppercase text-muted">{heading}</p>
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
    </div>
  );
}

import { formatAmountFixed, withdrawalFee } from '@flaskswap/sdk';
import { useState } from 'react';
import { useConnection } from 'wagmi';
import { formatStaked, formatUsd, usdValue } from '@/features/prices';
import { UnstakingFeeCountdown, type UnstakingFeeState } from '@/features/vault';
import { ConnectWalletButton } from '@/features/wallet/ConnectWalletButton.tsx';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { Tooltip } from '@/ui/Tooltip.tsx';
import { poolStakePanel } from '../poolStakeState.ts';
import type { PoolView } from '../poolViews.ts';
import { usePoolWrites } from '../usePoolWrites.ts';
import { swapLinkFor } from '../useYieldCurrency.ts';
import { EnableButton } from './EnableButton.tsx';
import { GetTokenModal } from './GetTokenModal.tsx';
import { StakeAmountModal } from './StakeAmountModal.tsx';

export const STAKE_LIMIT_REACHED_TEXT = 'You’ve already staked the maximum amount you can stake in this pool!';

/**
 * SPEC.md section 4 "Pool card" stake panel: connect, Enable, Stake, then the staked amount with
 * unstake ('−') and add ('+'); add is off at the stake limit and once the pool finished.
 */
export function PoolStakeActions({ pool, unstakingFee }: { pool: PoolView; unstakingFee?: UnstakingFeeState }) {
  const { t } = useTranslation();
  const { isConnected } = useConnection();
  const panel = poolStakePanel(pool, isConnected);
  const { stake, unstake } = usePoolWrites(pool);
  const [modal, setModal] = useState<'stake' | 'unstake' | 'getToken'>();
  const { stakingToken } = pool;
  const user = pool.user;
  const openStake = () => setModal(panel.needsTokens ? 'getToken' : 'stake');
  const getTokenLink = { href: swapLinkFor(stakingToken), label: t('Get %symbol%', { symbol: stakingToken.symbol }) };

  let heading: string;
  let body: React.ReactNode;
  switch (panel.state) {
    case 'connect':
      heading = t('Start earning');
      body = <ConnectWalletButton fullWidth />;
      break;
    case 'loading':
      heading = t('Stake %symbol%', { symbol: stakingToken.symbol });
      body = <Skeleton className="h-12 w-full" />;
      break;
    case 'enable':
      heading = t('Enable pool');
      body = (
        <EnableButton fullWidth token={stakingToken.address} spender={pool.address} symbol={stakingToken.symbol} />
      );
      break;
    case 'stake':
      heading = t('Stake %symbol%', { symbol: stakingToken.symbol });
      body = (
        <Button
          fullWidth
          disabled={pool.isFinished}
          title={pool.isFinished ? t('This pool is finished') : undefined}
          onClick={openStake}
        >
          {t('Stake')}
        </Button>
      );
      break;
    default: {
      const staked = user?.stakedBalance ?? 0n;
      heading =
        pool.kind === 'auto'
          ? t('%symbol% Staked (compounding)', { symbol: stakingToken.symbol })
          : t('%symbol% Staked', { symbol: stakingToken.symbol });
      const limitReached = panel.addBlockedBy === 'limit';
      // At the limit the button stays focusable (aria-disabled) so its tooltip can say why.
      const addButton = (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('Stake more')}
          disabled={panel.addBlockedBy === 'finished'}
          aria-disabled={limitReached || undefined}
          data-testid={limitReached ? 'stake-limit-reached' : undefined}
          className={
            limitReached ? 'cursor-not-allowed border-transparent bg-input text-muted hover:bg-input' : undefined
          }
          onClick={limitReached ? undefined : openStake}
        >
          +
        </Button>
      );
      body = (
        <div className="flex items-center justify-between gap-3">
          <div>
            <p className="text-lg font-bold" data-testid="pool-staked">
              {formatStaked(staked, stakingToken.decimals)}
            </p>
            <p className="text-xs text-muted">
              ~{formatUsd(usdValue(staked, stakingToken.decimals, stakingToken.priceUsd))}
            </p>
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" aria-label={t('Unstake')} onClick={() => setModal('unstake')}>
              −
            </Button>
            {panel.needsApproval && !pool.isFinished ? (
              <EnableButton
                size="sm"
                token={stakingToken.address}
                spender={pool.address}
                symbol={stakingToken.symbol}
              />
            ) : limitReached ? (
              <Tooltip content={t(STAKE_LIMIT_REACHED_TEXT)}>{addButton}</Tooltip>
            ) : (
              addButton
            )}
          </div>
        </div>
      );
    }
  }

  const vaultFee = pool.kind === 'auto' ? unstakingFee : undefined;
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-border p-4" data-testid="pool-stake-actions">
      <p className="text-xs font-bold uppercase text-muted">{heading}</p>
      {body}
      {panel.state === 'staked' && vaultFee && <UnstakingFeeCountdown fee={vaultFee} />}
      {modal === 'getToken' && (
        <GetTokenModal
          open
          onOpenChange={(open) => !open && setModal(undefined)}
          symbol={stakingToken.symbol}
          href={getTokenLink.href}
        />
      )}
      {(modal === 'stake' || modal === 'unstake') && user && (
        <StakeAmountModal
          open
          onOpenChange={(open) => !open && setModal(undefined)}
          mode={modal}
          title={modal === 'stake' ? t('Stake in Pool') : t('Unstake')}
          token={stakingToken}
          balance={modal === 'stake' ? user.stakingTokenBalance : user.stakedBalance}
          stakingLimit={pool.stakingLimit}
          stakedBalance={user.stakedBalance}
          getTokenLink={modal === 'stake' ? getTokenLink : undefined}
          notice={
            modal === 'unstake' && vaultFee?.active
              ? (amount) => (
                  <p className="rounded-xl bg-warning/15 px-3 py-2 text-sm" data-testid="unstaking-fee-notice">
                    {t(
                      'Unstaking fee: %fee%% (%amount% FLASK) if withdrawn within %hours% hours of your last deposit',
                      {
                        fee: vaultFee.feePercent,
                        amount: formatAmountFixed(withdrawalFee(amount, vaultFee.feeBps), 18, 4),
                        hours: vaultFee.periodHours,
                      },
                    )}
                  </p>
                )
              : undefined
          }
          onConfirm={modal === 'stake' ? stake : unstake}
        />
      )}
    </div>
  );
}

import { amountToUsd } from '@flaskswap/sdk';
import { useState } from 'react';
import { useConnection } from '@/chain/connection.ts';
import { UnstakingFeeCountdown, UnstakingFeeNotice, type UnstakingFeeState } from '@/features/vault';
import { ConnectWalletButton } from '@/features/wallet';
import {
  EnableButton,
  formatStaked,
  formatUsd,
  StakeAmountModal,
  StakedAmount,
  type StakePanel,
  swapLinkFor,
  YieldPanel,
} from '@/features/yield';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { msg } from '@/i18n/message.ts';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { Tooltip } from '@/ui/Tooltip.tsx';
import { usePoolWrites } from '../actions/usePoolWrites.ts';
import { poolStakePanel } from '../logic/poolStakeState.ts';
import type { PoolView } from '../logic/poolViews.ts';
import { GetTokenModal } from './GetTokenModal.tsx';

const STAKE_LIMIT_REACHED_TEXT = msg('You’ve already staked the maximum amount you can stake in this pool!');

/**
 * '+' beside a stake: Enable while there is no allowance, off once the pool finished; at the
 * stake limit it stays focusable (aria-disabled) so its tooltip can say why.
 */
function AddStakeControl({ pool, panel, onAdd }: { pool: PoolView; panel: StakePanel; onAdd(): void }) {
  const { t } = useTranslation();
  const { stakingToken } = pool;
  if (panel.needsApproval && !pool.isFinished) {
    return (
      <EnableButton
        size="sm"
        token={stakingToken.address}
        spender={pool.address}
        symbol={stakingToken.symbol}
        allowance={pool.user?.allowance ?? 0n}
      />
    );
  }
  const limitReached = panel.addBlockedBy === 'limit';
  const addButton = (
    <Button
      variant="secondary"
      size="sm"
      aria-label={t('Stake more')}
      disabled={panel.addBlockedBy === 'finished'}
      aria-disabled={limitReached || undefined}
      data-testid={limitReached ? 'stake-limit-reached' : undefined}
      className={limitReached ? 'cursor-not-allowed border-transparent bg-input text-muted hover:bg-input' : undefined}
      onClick={limitReached ? undefined : onAdd}
    >
      +
    </Button>
  );
  return limitReached ? <Tooltip content={t(STAKE_LIMIT_REACHED_TEXT)}>{addButton}</Tooltip> : addButton;
}

/**
 * SPEC.md section 4 "Pool card" stake panel: connect, Enable, Stake, then the staked amount with
 * unstake ('−') and add ('+'); add is off at the stake limit and once the pool finished.
 */
export function PoolStakeActions({ pool, unstakingFee }: { pool: PoolView; unstakingFee?: UnstakingFeeState }) {
  const { t } = useTranslation();
  const { isConnected } = useConnection();
  const locale = useFormatLocale();
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
        <EnableButton
          fullWidth
          token={stakingToken.address}
          spender={pool.address}
          symbol={stakingToken.symbol}
          allowance={user?.allowance ?? 0n}
        />
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
      body = (
        <StakedAmount
          amount={formatStaked(staked, stakingToken.decimals, undefined, locale)}
          usd={formatUsd(amountToUsd(staked, stakingToken.decimals, stakingToken.priceUsd), locale)}
          testId="pool-staked"
          onUnstake={() => setModal('unstake')}
        >
          <AddStakeControl pool={pool} panel={panel} onAdd={openStake} />
        </StakedAmount>
      );
    }
  }

  const vaultFee = pool.kind === 'auto' ? unstakingFee : undefined;
  return (
    <YieldPanel heading={heading} testId="pool-stake-actions">
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
              ? (amount) => <UnstakingFeeNotice fee={vaultFee} amount={amount} />
              : undefined
          }
          onConfirm={modal === 'stake' ? stake : unstake}
        />
      )}
    </YieldPanel>
  );
}

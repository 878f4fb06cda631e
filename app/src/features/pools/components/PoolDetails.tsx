import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useActiveChain } from '@/chain/activeChain.ts';
import { explorerLink } from '@/chain/chains.ts';
import { AddToWalletButton } from '@/features/transactions';
import { formatPercent, formatStaked, formatUsd, useYieldCurrency } from '@/features/yield';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { ExternalLink } from '@/ui/ExternalLink.tsx';
import { Tooltip } from '@/ui/Tooltip.tsx';
import type { PoolView } from '../logic/poolViews.ts';
import { BlockCountdownText, usePoolCountdown } from './BlockCountdownText.tsx';
import { PoolApr } from './PoolApr.tsx';
import { PoolBadges } from './PoolBadges.tsx';

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="text-end font-semibold">{children}</dd>
    </div>
  );
}

/**
 * A pool's details (SPEC.md section 2): max stake per user, blocks to start or end, APR/APY,
 * total staked, the vault's performance fee, links, Add to Metamask, manual-vs-auto badge.
 */
export function PoolDetails({ pool }: { pool: PoolView }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { chain } = useActiveChain();
  const earningCurrency = useYieldCurrency(pool.earningToken);
  const { stakingToken, earningToken } = pool;
  // The token the pool pays: its info page on every chain, its explorer page beside it where the chain has one.
  const tokenInfo = earningToken.isNative ? undefined : `/info/token/${earningToken.address.toLowerCase()}`;
  const tokenExplorer = earningToken.isNative ? undefined : explorerLink(chain, { address: earningToken.address });
  const contract = explorerLink(chain, { address: pool.address });
  const countdown = usePoolCountdown(pool);
  return (
    <div className="flex flex-col gap-3" data-testid="pool-details">
      <dl className="flex flex-col gap-2">
        {pool.stakingLimit > 0n && (
          <Row label={t('Max stake per user')}>
            {formatStaked(pool.stakingLimit, stakingToken.decimals, 0, locale)} {stakingToken.symbol}
          </Row>
        )}
        {countdown && countdown.kind !== 'finished' && (
          <Row label={countdown.kind === 'startsIn' ? t('Starts in') : t('Ends in')}>
            <BlockCountdownText countdown={countdown} />
          </Row>
        )}
        <Row label={pool.kind === 'auto' ? t('APY') : t('APR')}>
          <PoolApr pool={pool} />
        </Row>
        <Row label={t('Total staked')}>
          <span data-testid="pool-total-staked">
            {formatStaked(pool.totalStaked, stakingToken.decimals, 0, locale)} {stakingToken.symbol}
          </span>
          <span className="block text-xs font-normal text-muted">{formatUsd(pool.totalStakedUsd, locale)}</span>
        </Row>
        {pool.performanceFeePercent !== undefined && (
          <Row
            label={
              <Tooltip content={t('Subtracted automatically from each yield harvest and burned.')}>
                <button type="button" className="underline decoration-dotted">
                  {t('Performance Fee')}
                </button>
              </Tooltip>
            }
          >
            {formatPercent(pool.performanceFeePercent, locale)}
          </Row>
        )}
      </dl>
      <PoolBadges badges={pool.badges} />
      <div className="flex flex-col gap-1 text-sm">
        {tokenInfo && (
          <span className="flex flex-wrap gap-x-3">
            <Link
              to={tokenInfo}
              className="text-primary underline underline-offset-2 hover:no-underline"
              data-testid="pool-token-info"
            >
              {t('See Token Info')}
            </Link>
            {tokenExplorer && <ExternalLink href={tokenExplorer}>{t('View on BscScan')}</ExternalLink>}
          </span>
        )}
        <ExternalLink href={pool.projectLink}>{t('View Project Site')}</ExternalLink>
        {contract && <ExternalLink href={contract}>{t('View Contract')}</ExternalLink>}
      </div>
      {pool.kind !== 'auto' && <AddToWalletButton currency={earningCurrency} />}
    </div>
  );
}

import { formatMultiplier, formatUsdThreeDecimals } from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import type { OraclePrice } from '../data/types.ts';
import { formatBnb, formatUsdDifference } from '../logic/format.ts';
import { blocksToClock, type RoundCardView } from '../logic/roundCards.ts';
import { CardLine, PayoutBadge, RoundCardFrame } from './RoundCardFrame.tsx';

/**
 * The locked round: its lock price against the oracle's last price, moving with each read, and
 * the blocks left until it ends (or Calculating once it ended and waits for its settlement).
 */
export function LiveRoundCard({ view, oracle }: { view: RoundCardView; oracle: OraclePrice | undefined }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { round, multipliers, phase } = view;
  const decimals = oracle?.decimals ?? 8;
  const difference = oracle ? oracle.price - round.lockPrice : 0n;
  const leading = difference > 0n ? 'Bull' : difference < 0n ? 'Bear' : undefined;
  return (
    <RoundCardFrame view={view}>
      <PayoutBadge side="UP" multiplier={formatMultiplier(multipliers.up)} highlighted={leading === 'Bull'} />
      <div className="rounded-2xl border border-border p-3">
        <p className="text-xs font-bold uppercase text-muted">{t('Last Price')}</p>
        <div className="flex items-center justify-between">
          <span
            data-testid="round-last-price"
            className={cn(
              'text-2xl font-black',
              leading === 'Bull' ? 'text-success' : leading === 'Bear' ? 'text-danger' : 'text-text',
            )}
          >
            {oracle ? formatUsdThreeDecimals(oracle.price, decimals, locale) : '—'}
          </span>
          <span data-testid="round-price-difference" className="text-sm font-bold">
            {formatUsdDifference(difference, decimals, locale)}
          </span>
        </div>
      </div>
      <CardLine
        label={t('Locked Price')}
        value={formatUsdThreeDecimals(round.lockPrice, decimals, locale)}
        testId="round-lock-price"
      />
      <CardLine
        label={t('Prize Pool')}
        value={`${formatBnb(round.totalAmount, locale)} BNB`}
        testId="round-prize-pool"
      />
      <PayoutBadge side="DOWN" multiplier={formatMultiplier(multipliers.down)} highlighted={leading === 'Bear'} />
      <p data-testid="round-time-left" className="text-center text-sm font-semibold text-muted">
        {phase === 'calculating'
          ? t('Calculating')
          : t('Ends in %blocks% blocks (~%clock%)', {
              blocks: view.blocksLeft.toString(),
              count: Number(view.blocksLeft),
              clock: blocksToClock(view.blocksLeft),
            })}
      </p>
    </RoundCardFrame>
  );
}

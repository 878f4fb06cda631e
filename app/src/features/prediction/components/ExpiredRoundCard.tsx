import { formatMultiplier, formatUsdThreeDecimals } from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { cn } from '@/ui/cn.ts';
import { formatBnb, formatUsdDifference } from '../logic/format.ts';
import type { RoundCardView } from '../logic/roundCards.ts';
import { CardLine, PayoutBadge, RoundCardFrame } from './RoundCardFrame.tsx';

/** A settled or canceled round: how it closed, what it paid, collect or refund. */
export function ExpiredRoundCard({
  view,
  priceDecimals,
  onCollect,
  onRefund,
}: {
  view: RoundCardView;
  priceDecimals: number;
  onCollect: () => void;
  onRefund: () => void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { round, multipliers, outcome, canceled, result } = view;
  const resultLabels = { win: t('You won'), lose: t('You lost'), canceled: t('Canceled'), live: t('Live') };
  return (
    <RoundCardFrame view={view}>
      {canceled ? (
        <p
          data-testid="round-canceled"
          className="rounded-2xl bg-warning/15 px-4 py-3 text-center font-bold text-warning"
        >
          {t('Round Canceled')}
        </p>
      ) : (
        <>
          <PayoutBadge side="UP" multiplier={formatMultiplier(multipliers.up)} highlighted={outcome === 'Bull'} />
          <div className="rounded-2xl border border-border p-3">
            <p className="text-xs font-bold uppercase text-muted">{t('Closed Price')}</p>
            <div className="flex items-center justify-between">
              <span
                data-testid="round-close-price"
                className={cn(
                  'text-2xl font-black',
                  outcome === 'Bull' ? 'text-success' : outcome === 'Bear' ? 'text-danger' : 'text-text',
                )}
              >
                {formatUsdThreeDecimals(round.closePrice, priceDecimals, locale)}
              </span>
              <span data-testid="round-outcome" className="text-sm font-bold">
                {outcome === 'Bull' ? t('UP') : outcome === 'Bear' ? t('DOWN') : t('Tie: the house wins')}
              </span>
            </div>
            <p className="text-xs text-muted">
              {formatUsdDifference(round.closePrice - round.lockPrice, priceDecimals, locale)}
            </p>
          </div>
          <CardLine label={t('Locked Price')} value={formatUsdThreeDecimals(round.lockPrice, priceDecimals, locale)} />
          <PayoutBadge side="DOWN" multiplier={formatMultiplier(multipliers.down)} highlighted={outcome === 'Bear'} />
        </>
      )}
      <CardLine
        label={t('Prize Pool')}
        value={`${formatBnb(round.totalAmount, locale)} BNB`}
        testId="round-prize-pool"
      />
      {result && (
        <p
          data-testid="round-result"
          data-result={result}
          className={cn(
            'text-center text-sm font-bold',
            result === 'win' ? 'text-success' : result === 'lose' ? 'text-danger' : 'text-muted',
          )}
        >
          {resultLabels[result]}
        </p>
      )}
      {view.collectable && (
        <Button fullWidth onClick={onCollect}>
          {t('Collect Winnings')}
        </Button>
      )}
      {view.refundable && (
        <Button fullWidth variant="secondary" onClick={onRefund}>
          {t('Reclaim Position')}
        </Button>
      )}
    </RoundCardFrame>
  );
}

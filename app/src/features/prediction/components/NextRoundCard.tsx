import { type BetPosition, formatMultiplier } from '@flaskswap/sdk';
import { ConnectWalletButton } from '@/features/wallet';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { formatBnb } from '../logic/format.ts';
import { blocksToClock, type RoundCardView } from '../logic/roundCards.ts';
import { CardLine, PayoutBadge, RoundCardFrame } from './RoundCardFrame.tsx';

/** The round open for entries: Enter UP / Enter DOWN until its lock block. */
export function NextRoundCard({
  view,
  connected,
  paused,
  onEnter,
}: {
  view: RoundCardView;
  connected: boolean;
  paused: boolean;
  onEnter: (position: BetPosition) => void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { round, multipliers, bet, bettable } = view;
  const canEnter = bettable && !bet && !paused;
  return (
    <RoundCardFrame view={view}>
      <PayoutBadge side="UP" multiplier={formatMultiplier(multipliers.up)} />
      <CardLine
        label={t('Prize Pool')}
        value={`${formatBnb(round.totalAmount, locale)} BNB`}
        testId="round-prize-pool"
      />
      {!connected ? (
        <ConnectWalletButton fullWidth />
      ) : bet ? (
        <p className="rounded-2xl bg-input px-4 py-3 text-center text-sm font-bold">
          {t('Entered %position% with %amount% BNB', {
            position: bet.position === 'Bull' ? t('UP') : t('DOWN'),
            amount: formatBnb(bet.amount, locale),
          })}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <Button
            fullWidth
            className="bg-success hover:bg-success/90"
            disabled={!canEnter}
            onClick={() => onEnter('Bull')}
          >
            {t('Enter UP')}
          </Button>
          <Button fullWidth variant="danger" disabled={!canEnter} onClick={() => onEnter('Bear')}>
            {t('Enter DOWN')}
          </Button>
        </div>
      )}
      <PayoutBadge side="DOWN" multiplier={formatMultiplier(multipliers.down)} />
      <p data-testid="round-time-left" className="text-center text-sm font-semibold text-muted">
        {bettable
          ? t('Locks in %blocks% blocks (~%clock%)', {
              blocks: view.blocksLeft.toString(),
              count: Number(view.blocksLeft),
              clock: blocksToClock(view.blocksLeft),
            })
          : t('Locking')}
      </p>
    </RoundCardFrame>
  );
}

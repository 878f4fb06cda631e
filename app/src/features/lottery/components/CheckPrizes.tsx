import { formatFlaskThreeDecimals, type PrizeClaims, prizeClaims } from '@flaskswap/sdk';
import { useState } from 'react';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import type { LotteryAccount, LotteryMarket } from '../data/types.ts';
import { formatFlaskUsd } from '../logic/format.ts';

/** Every drawn round read (the latest 3 and the one on screen) with the account's tickets. */
function findPrizes(market: LotteryMarket, account: LotteryAccount): PrizeClaims {
  const rounds = [...market.rounds.values()]
    .filter((round) => !round.isLoading)
    .map((round) => ({
      lotteryId: round.id,
      status: round.status,
      finalNumber: round.finalNumber,
      flaskPerBracket: round.flaskPerBracket,
      tickets: account.tickets.get(round.id) ?? [],
    }));
  return prizeClaims(rounds, market.maxTicketsPerBuyOrClaim ?? 1);
}

export interface CheckPrizesProps {
  market: LotteryMarket;
  account: LotteryAccount;
  flaskUsd: number | undefined;
  /** Sends the batches one by one; resolves with how many were confirmed. */
  onClaim: (claims: PrizeClaims['batches']) => Promise<number>;
}

/** "Are you a winner? Check now": finds unclaimed prizes, then claims them in batches. */
export function CheckPrizes({ market, account, flaskUsd, onClaim }: CheckPrizesProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [checked, setChecked] = useState<PrizeClaims>();
  const { pending: claiming, run } = usePendingAction();
  const claim = async () => {
    if (!checked) return;
    const done = await run(() => onClaim(checked.batches));
    if (done === undefined) return;
    if (done === checked.batches.length) setChecked(undefined);
    else setChecked(findPrizes(market, account));
  };

  return (
    <div className="flex flex-col items-center gap-3" data-testid="check-prizes">
      <p className="text-xl font-bold">{t('Are you a winner?')}</p>
      <Button onClick={() => setChecked(findPrizes(market, account))} data-testid="check-now">
        {t('Check now')}
      </Button>
      {checked && checked.ticketCount === 0 && (
        <p role="status" data-testid="no-prizes" className="text-muted">
          {t('No prizes to collect... Better luck next time!')}
        </p>
      )}
      {checked && checked.ticketCount > 0 && (
        <Modal open onOpenChange={(open) => !open && !claiming && setChecked(undefined)} title={t('Collect Winnings')}>
          <div className="flex flex-col gap-4" data-testid="claim-prizes-modal">
            <p className="text-sm text-muted">{t('You won!')}</p>
            <p className="text-2xl font-bold" data-testid="prize-total">
              {formatFlaskThreeDecimals(checked.total, locale)} FLASK
            </p>
            <p className="text-sm text-muted">{formatFlaskUsd(checked.total, flaskUsd, locale)}</p>
            <p className="text-sm" data-testid="prize-tickets">
              {t('%count% winning tickets in %rounds% rounds, claimed in %transactions% transactions', {
                count: checked.ticketCount,
                rounds: new Set(checked.batches.map((batch) => batch.lotteryId)).size,
                transactions: checked.batches.length,
              })}
            </p>
            <Button fullWidth isLoading={claiming} onClick={() => void claim()} data-testid="claim-prizes">
              {claiming ? t('Claiming') : t('Claim')}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}

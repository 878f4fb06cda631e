import { formatFlaskThreeDecimals, refundsOwed } from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import type { LotteryAccount } from '../data/types.ts';

export interface RefundsProps {
  account: LotteryAccount;
  /** Sends claimRefund(lotteryId); resolves true once confirmed. */
  onClaim: (lotteryId: bigint) => Promise<boolean>;
}

/** Cancelled rounds (their random number never came) whose tickets the account can claim back. */
export function Refunds({ account, onClaim }: RefundsProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { pendingKey: claiming, run } = usePendingAction<bigint>();
  const owed = refundsOwed(account.refunds.values());
  if (owed.length === 0) return null;
  const claim = (lotteryId: bigint) => run(() => onClaim(lotteryId), lotteryId);
  return (
    <section className="flex flex-col gap-3 rounded-3xl border border-border bg-card p-6" data-testid="lottery-refunds">
      <h2 className="text-2xl font-bold">{t('Refunds')}</h2>
      {owed.map((refund) => (
        <div
          key={refund.lotteryId.toString()}
          className="flex flex-wrap items-center justify-between gap-3"
          data-testid="lottery-refund"
          data-round-id={refund.lotteryId.toString()}
        >
          <p>
            {t('Round #%round% was cancelled: claim back the %amount% FLASK your tickets cost.', {
              round: refund.lotteryId.toString(),
              amount: formatFlaskThreeDecimals(refund.amount, locale),
            })}
          </p>
          <Button
            isLoading={claiming === refund.lotteryId}
            disabled={claiming !== undefined}
            onClick={() => void claim(refund.lotteryId)}
            data-testid="claim-refund"
          >
            {t('Claim refund')}
          </Button>
        </div>
      ))}
    </section>
  );
}

import type { ReactNode } from 'react';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { AsyncButton } from '@/ui/AsyncButton.tsx';
import { Button } from '@/ui/Button.tsx';
import { formatEarned, formatUsd } from '../logic/format.ts';

/** A boxed panel of a farm or pool (earnings, stake) under a small caps heading. */
export function YieldPanel({ heading, testId, children }: { heading: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-border p-4" data-testid={testId}>
      <p className="text-xs font-bold uppercase text-muted">{heading}</p>
      {children}
    </div>
  );
}

/** A formatted amount with '~$…' below it, and its buttons (`children`) on the right. */
export function AmountLine({
  amount,
  usd,
  testId,
  children,
}: {
  amount: string;
  usd: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <div>
        <p className="text-lg font-bold" data-testid={testId}>
          {amount}
        </p>
        <p className="text-xs text-muted">~{usd}</p>
      </div>
      {children}
    </div>
  );
}

/** What is staked, with unstake ('−') and the add control (`children`: '+' or Enable). */
export function StakedAmount({
  amount,
  usd,
  testId,
  onUnstake,
  children,
}: {
  amount: string;
  usd: string;
  testId: string;
  onUnstake(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AmountLine amount={amount} usd={usd} testId={testId}>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" aria-label={t('Unstake')} onClick={onUnstake}>
          −
        </Button>
        {children}
      </div>
    </AmountLine>
  );
}

/**
 * What a farm or pool has earned for the user, with Harvest (off while nothing is earned; spinning
 * until the receipt when `onHarvest` sends the transaction). No `onHarvest`: no button.
 */
export function EarningsPanel({
  heading,
  testId,
  amountTestId,
  earnings,
  decimals,
  earningsUsd,
  onHarvest,
  children,
}: {
  heading: string;
  testId: string;
  amountTestId: string;
  earnings: bigint;
  decimals: number;
  earningsUsd: number | undefined;
  onHarvest?: () => Promise<unknown> | undefined;
  /** Below the amount (the manual pool's Compound or Harvest modal). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <YieldPanel heading={heading} testId={testId}>
      <AmountLine
        amount={formatEarned(earnings, decimals, locale)}
        usd={formatUsd(earningsUsd ?? 0, locale)}
        testId={amountTestId}
      >
        {onHarvest && (
          <AsyncButton
            size="sm"
            disabled={earnings === 0n}
            title={earnings === 0n ? t('Nothing to harvest yet') : undefined}
            onClick={onHarvest}
          >
            {t('Harvest')}
          </AsyncButton>
        )}
      </AmountLine>
      {children}
    </YieldPanel>
  );
}

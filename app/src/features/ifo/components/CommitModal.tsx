import { ifoUserAmounts } from '@flaskswap/sdk';
import { useId, useState } from 'react';
import { type Address, formatUnits } from 'viem';
import { ApproveThenSubmitButton, useApproveThenSubmit } from '@/chain/ApproveThenSubmit.tsx';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { AmountField } from '@/ui/AmountField.tsx';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { type CommitCheck, checkCommit, maxCommit } from '../logic/commit.ts';
import { formatLp, formatTokens } from '../logic/format.ts';
import type { IfoAccount, IfoPool, IfoSale } from '../logic/types.ts';

export interface CommitModalProps {
  sale: IfoSale;
  pool: IfoPool;
  account: IfoAccount;
  /** What the account already committed to the pool. */
  committed: bigint;
  /** When the account's allowance was read. */
  readAt: number;
  onClose: () => void;
  /** Sends the deposit; true once confirmed. */
  onCommit: (amount: bigint) => Promise<boolean>;
}

/** Commit LP to a pool: the amount with its checks, Enable (approve the LP) when needed, then Commit. */
export function CommitModal({ sale, pool, account, committed, readAt, onClose, onCommit }: CommitModalProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const inputId = useId();
  const [text, setText] = useState('');
  const { currency, token } = sale.config;
  const check = checkCommit(text, { balance: account.lpBalance, committed, pool });
  const error = commitError(check, t, currency.symbol, locale);
  const amount = check.ok ? check.amount : undefined;
  const step = useApproveThenSubmit(
    {
      token: currency.address as Address,
      spender: sale.config.address as Address,
      amount,
      symbol: currency.symbol,
      knownAllowance: { value: account.lpAllowance, readAt },
    },
    async (value) => {
      if (await onCommit(value)) onClose();
    },
  );
  const title = pool.kind === 'basic' ? t('Commit to the Basic Sale') : t('Commit to the Unlimited Sale');

  const estimate =
    amount === undefined
      ? undefined
      : ifoUserAmounts({
          amount: committed + amount,
          totalAmount: pool.totalAmount + amount,
          raisingAmount: pool.raisingAmount,
          offeringAmount: pool.offeringAmount,
          hasTax: pool.hasTax,
        });

  return (
    <Modal open onOpenChange={(open) => !open && !step.pending && onClose()} title={title} className="sm:w-[420px]">
      <form
        className="flex flex-col gap-4"
        data-testid="ifo-commit-modal"
        onSubmit={(event) => {
          event.preventDefault();
          void step.submit();
        }}
      >
        {pool.limitPerUser > 0n && (
          <p role="note" className="rounded-xl bg-warning/15 px-3 py-2 text-sm" data-testid="ifo-limit-banner">
            {t('Limit per user: %limit% %token%. Committed: %committed%.', {
              limit: formatLp(pool.limitPerUser, locale),
              token: currency.symbol,
              committed: formatLp(committed, locale),
            })}
          </p>
        )}
        <AmountField
          id={inputId}
          label={t('Commit')}
          unit={currency.symbol}
          text={text}
          onText={setText}
          error={error}
        />
        <div className="flex items-center justify-between text-sm text-muted">
          <span>{t('Balance: %amount%', { amount: formatLp(account.lpBalance, locale) })}</span>
          <Button
            variant="tertiary"
            size="sm"
            onClick={() => {
              const max = maxCommit(account.lpBalance, committed, pool);
              setText(max === 0n ? '' : formatUnits(max, 18));
            }}
          >
            {t('Max')}
          </Button>
        </div>
        {estimate && (
          <p className="text-sm" data-testid="ifo-commit-estimate">
            {t('At the current totals you would get %amount% %symbol%.', {
              amount: formatTokens(estimate.offering, token.decimals, locale),
              symbol: token.symbol,
            })}
          </p>
        )}
        <ApproveThenSubmitButton
          step={step}
          actionLabel={t('Commit')}
          disabled={amount === undefined}
          data-testid="ifo-commit-confirm"
        />
      </form>
    </Modal>
  );
}

/** The catalogue's words for a refused amount (SPEC.md §5); none for an empty field. */
function commitError(
  check: CommitCheck,
  t: ReturnType<typeof useTranslation>['t'],
  symbol: string,
  locale: string,
): string | undefined {
  if (check.ok) return undefined;
  switch (check.reason) {
    case 'empty':
      return undefined;
    case 'minimum':
      return t('A minimum amount of %num% %token% is required', {
        num: formatLp(check.minimum, locale),
        token: symbol,
      });
    case 'balance':
      return t('Insufficient %symbol% balance', { symbol });
    case 'limit':
      return t('The basic sale takes at most %limit% %token% per user: you can add %remaining% more', {
        limit: formatLp(check.limit, locale),
        token: symbol,
        remaining: formatLp(check.remaining, locale),
      });
  }
}

import {
  amountAtPercent,
  amountToUsd,
  exceedsStakeLimit,
  formatAmount,
  maxStakeAmount,
  parseAmountInput,
  percentOfMax,
  STAKE_PERCENT_SHORTCUTS,
} from '@flaskswap/sdk';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { formatUnits } from 'viem';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { AmountField } from '@/ui/AmountField.tsx';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import { formatBalance, formatUsd } from '../logic/format.ts';

export interface StakeAmountModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  mode: 'stake' | 'unstake';
  title: string;
  token: { symbol: string; decimals: number; priceUsd?: number | undefined };
  /** Wallet balance when staking, staked amount when unstaking. */
  balance: bigint;
  /** Per-user limit (0 or absent = none) and what is already staked (SPEC.md section 5). */
  stakingLimit?: bigint;
  stakedBalance?: bigint;
  /** Shown above the confirm button for the typed amount (the vault's unstaking fee). */
  notice?: (amount: bigint) => ReactNode;
  getTokenLink?: { href: string; label: string };
  /**
   * Sends the transaction; true closes the modal, false keeps it open (the error is toasted).
   * `whole`: the user chose Max (or 100%), so `amount` is the maximum as it is now, and a vault
   * whose stake grows with every block withdraws all of it rather than a stale amount.
   */
  onConfirm(amount: bigint, options: { whole: boolean }): Promise<boolean>;
}

/**
 * The stake / unstake modal of pools, the vault and farms (SPEC.md sections 4 and 5): an amount
 * field, a 0-100 slider with 25/50/75/Max, the stake limit banner and error, then Confirm with a
 * spinner until the receipt is in.
 */
export function StakeAmountModal(props: StakeAmountModalProps) {
  const { open, onOpenChange, mode, title, token, balance, notice, getTokenLink, onConfirm } = props;
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const inputId = useId();
  const [text, setText] = useState('');
  // Max (or 100% on the slider) until the user types: the maximum at Confirm, not at the click.
  const [whole, setWhole] = useState(false);
  const { pending, run } = usePendingAction();
  const stakingLimit = mode === 'stake' ? (props.stakingLimit ?? 0n) : 0n;
  const stakedBalance = props.stakedBalance ?? 0n;
  const max = mode === 'stake' ? maxStakeAmount({ balance, stakingLimit, stakedBalance }) : balance;
  const parsed = parseAmountInput(text, token.decimals);
  const amount = parsed.ok ? parsed.raw : 0n;
  const percent = percentOfMax(amount, max);
  const limitText = formatAmount(stakingLimit, token.decimals, undefined, { locale });

  let error: string | undefined;
  if (parsed.ok && stakingLimit > 0n && exceedsStakeLimit({ amount, stakingLimit, stakedBalance })) {
    error = t('Maximum total stake: %amount% %token%', { amount: limitText, token: token.symbol });
  } else if (parsed.ok && amount > balance) {
    error =
      mode === 'stake'
        ? t('Insufficient %symbol% balance', { symbol: token.symbol })
        : t('You can unstake at most %amount% %symbol%', {
            amount: formatBalance(balance, token.decimals, locale),
            symbol: token.symbol,
          });
  } else if (!parsed.ok && parsed.error !== 'empty' && parsed.error !== 'zero') {
    error = t('Enter a valid amount');
  }
  const disabled = !parsed.ok || error !== undefined;

  const setPercent = (value: number) => {
    const raw = amountAtPercent(max, value);
    setText(raw === 0n ? '' : formatUnits(raw, token.decimals));
    setWhole(value === 100 && raw > 0n);
  };
  const typeText = (next: string) => {
    setText(next);
    setWhole(false);
  };
  const confirm = async () => {
    if (disabled) return;
    const done = await run(() => onConfirm(whole ? max : amount, { whole }));
    if (done) {
      typeText('');
      onOpenChange(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title={title} className="sm:w-[420px]">
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        {mode === 'stake' && stakingLimit > 0n && (
          <p role="note" className="rounded-xl bg-warning/15 px-3 py-2 text-sm" data-testid="stake-limit-banner">
            {t('Max stake for this pool: %amount% %token%', { amount: limitText, token: token.symbol })}
          </p>
        )}
        <AmountField
          id={inputId}
          label={mode === 'stake' ? t('Stake') : t('Unstake')}
          unit={token.symbol}
          text={text}
          onText={typeText}
          error={error}
          below={
            <p className="text-end text-xs text-muted">
              ~{formatUsd(amountToUsd(amount, token.decimals, token.priceUsd), locale)}
            </p>
          }
        />
        <p className="text-end text-sm text-muted">
          {t('Balance: %amount%', { amount: formatBalance(balance, token.decimals, locale) })}
        </p>
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={percent}
          disabled={max === 0n}
          onChange={(event) => setPercent(Number(event.target.value))}
          aria-label={t('Percentage of the maximum')}
          aria-valuetext={`${percent}%`}
          className="w-full accent-primary"
        />
        <div className="flex justify-between gap-2">
          {STAKE_PERCENT_SHORTCUTS.map((shortcut) => (
            <Button
              key={shortcut}
              variant="tertiary"
              size="sm"
              disabled={max === 0n}
              aria-pressed={percent === shortcut}
              onClick={() => setPercent(shortcut)}
              className="flex-1"
            >
              {shortcut === 100 ? t('Max') : `${shortcut}%`}
            </Button>
          ))}
        </div>
        {notice?.(amount)}
        <Button type="submit" fullWidth disabled={disabled} isLoading={pending}>
          {pending ? t('Confirming') : t('Confirm')}
        </Button>
        {getTokenLink && (
          <Link to={getTokenLink.href} className="text-center font-semibold text-primary hover:underline">
            {getTokenLink.label}
          </Link>
        )}
      </form>
    </Modal>
  );
}

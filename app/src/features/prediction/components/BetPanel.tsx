import { type BetPosition, betAmountShare, checkBetAmount, formatAmount, parseAmountInput } from '@flaskswap/sdk';
import { useId, useState } from 'react';
import { formatUnits } from 'viem';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { AmountField } from '@/ui/AmountField.tsx';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import { formatBnb } from '../logic/format.ts';

const SHORTCUTS = [10, 25, 50, 75, 100] as const;
/** Max leaves this much BNB for the bet's own gas. */
const GAS_RESERVE = 5_000_000_000_000_000n;

export interface BetPanelProps {
  epoch: bigint;
  position: BetPosition;
  balance: bigint;
  minBetAmount: bigint;
  onClose: () => void;
  /** Sends the bet; true once confirmed (the panel closes). */
  onConfirm: (amount: bigint) => Promise<boolean>;
}

/**
 * The bet panel: an amount in BNB with the balance, 10/25/50/75/Max, the minimum bet (SPEC.md
 * §5's catalogue message) and the balance checked, then the wallet confirms.
 */
export function BetPanel({ epoch, position, balance, minBetAmount, onClose, onConfirm }: BetPanelProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const inputId = useId();
  const [text, setText] = useState('');
  const { pending, run } = usePendingAction();
  const parsed = parseAmountInput(text, 18);
  const amount = parsed.ok ? parsed.raw : undefined;
  const check = checkBetAmount(amount, minBetAmount, balance);
  const invalidText = !parsed.ok && parsed.error !== 'empty' && parsed.error !== 'zero';
  const error = invalidText
    ? t('Enter a valid amount')
    : check === 'belowMinimum'
      ? t('A minimum amount of %num% %token% is required', {
          num: formatAmount(minBetAmount, 18, undefined, { locale }),
          token: 'BNB',
        })
      : check === 'insufficientBalance'
        ? t('Insufficient %symbol% balance', { symbol: 'BNB' })
        : undefined;
  const side = position === 'Bull' ? t('UP') : t('DOWN');

  const confirm = async () => {
    if (check !== 'ok' || amount === undefined) return;
    if (await run(() => onConfirm(amount))) onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      title={t('Set Position: %position%', { position: side })}
      description={t('Round #%epoch%', { epoch: epoch.toString() })}
      className="sm:w-[420px]"
    >
      <form
        data-testid="bet-panel"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <AmountField id={inputId} label={t('Commit')} unit="BNB" text={text} onText={setText} error={error} />
        <p className="text-end text-sm text-muted" data-testid="bet-balance">
          {t('Balance: %amount%', { amount: `${formatBnb(balance, locale)} BNB` })}
        </p>
        <div className="flex justify-between gap-2">
          {SHORTCUTS.map((percent) => (
            <Button
              key={percent}
              variant="tertiary"
              size="sm"
              disabled={balance === 0n || pending}
              onClick={() => {
                const raw = betAmountShare(balance, percent, GAS_RESERVE);
                setText(raw === 0n ? '' : formatUnits(raw, 18));
              }}
              className="flex-1"
            >
              {percent === 100 ? t('Max') : `${percent}%`}
            </Button>
          ))}
        </div>
        <Button type="submit" fullWidth disabled={check !== 'ok'} isLoading={pending}>
          {pending ? t('Confirming') : t('Confirm')}
        </Button>
        <p className="text-center text-xs text-muted">
          {t('You won’t be able to remove or change your position once you enter it.')}
        </p>
      </form>
    </Modal>
  );
}

import { useState } from 'react';
import { formatEarned, formatUsd } from '@/features/yield';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { cn } from '@/ui/cn.ts';
import { Modal } from '@/ui/Modal.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';

/**
 * The manual pool's harvest modal (SPEC.md section 4): choose Compound (restake the earnings) or
 * Harvest (send them to the wallet), then Confirm.
 */
export function CollectModal({
  open,
  onOpenChange,
  symbol,
  decimals,
  earnings,
  earningsUsd,
  onHarvest,
  onCompound,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  symbol: string;
  decimals: number;
  earnings: bigint;
  earningsUsd: number | undefined;
  onHarvest(): Promise<boolean>;
  onCompound(): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [choice, setChoice] = useState<'compound' | 'harvest'>('compound');
  const { pending, run } = usePendingAction();
  const confirm = async () => {
    if (await run(choice === 'compound' ? onCompound : onHarvest)) onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={t('%symbol% Harvest', { symbol })}
      className="sm:w-[380px]"
    >
      <div className="flex flex-col gap-4">
        <fieldset className="grid grid-cols-2 gap-1 rounded-2xl bg-input p-1">
          <legend className="sr-only">{t('Compound or harvest')}</legend>
          {(['compound', 'harvest'] as const).map((option) => (
            <label
              key={option}
              className={cn(
                'cursor-pointer rounded-xl py-2 text-center text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
                choice === option ? 'bg-primary text-on-accent' : 'text-primary',
              )}
            >
              <input
                type="radio"
                name="collect-choice"
                value={option}
                checked={choice === option}
                onChange={() => setChoice(option)}
                className="sr-only"
              />
              {option === 'compound' ? t('Compound') : t('Harvest')}
            </label>
          ))}
        </fieldset>
        <div className="flex items-start justify-between">
          <span className="text-muted">{choice === 'compound' ? t('Compounding') : t('Harvesting')}:</span>
          <span className="text-end">
            <span className="block font-bold">
              {formatEarned(earnings, decimals, locale)} {symbol}
            </span>
            <span className="text-xs text-muted">~{formatUsd(earningsUsd, locale)}</span>
          </span>
        </div>
        <Button fullWidth isLoading={pending} disabled={earnings === 0n} onClick={() => void confirm()}>
          {pending ? t('Confirming') : t('Confirm')}
        </Button>
        <Button variant="text" disabled={pending} onClick={() => onOpenChange(false)}>
          {t('Close Window')}
        </Button>
      </div>
    </Modal>
  );
}

import { formatAmountFixed, withdrawalFee } from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Tooltip } from '@/ui/Tooltip.tsx';
import type { UnstakingFeeState } from '../logic/unstakingFee.ts';

/** '0.1% unstaking fee until 2d : 23h : 59m', with what the fee is in a tooltip. */
export function UnstakingFeeCountdown({ fee }: { fee: UnstakingFeeState }) {
  const { t } = useTranslation();
  if (!fee.active) return null;
  const { days, hours, minutes } = fee.countdown;
  return (
    <div className="flex items-center gap-1 text-xs text-muted" data-testid="unstaking-fee-countdown">
      <Tooltip
        content={t(
          'Unstaking fee: %fee%%. Only applies within %hours% hours of staking. Unstaking after that will not include a fee. The timer resets every time you stake new FLASK in the pool.',
          { fee: fee.feePercent, hours: fee.periodHours },
        )}
      >
        <button type="button" className="underline decoration-dotted">
          {t('%fee%% unstaking fee until', { fee: fee.feePercent })}
        </button>
      </Tooltip>
      <span className="font-semibold text-text">{t('%days%d : %hours%h : %minutes%m', { days, hours, minutes })}</span>
    </div>
  );
}

/** Above the vault's unstake confirm while the fee applies: what it costs on the typed amount. */
export function UnstakingFeeNotice({ fee, amount }: { fee: UnstakingFeeState; amount: bigint }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <p className="rounded-xl bg-warning/15 px-3 py-2 text-sm" data-testid="unstaking-fee-notice">
      {t('Unstaking fee: %fee%% (%amount% FLASK) if withdrawn within %hours% hours of your last deposit', {
        fee: fee.feePercent,
        amount: formatAmountFixed(withdrawalFee(amount, fee.feeBps), 18, 4, { locale }),
        hours: fee.periodHours,
      })}
    </p>
  );
}

import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Tooltip } from '@/ui/Tooltip.tsx';
import type { UnstakingFeeState } from './unstakingFee.ts';

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

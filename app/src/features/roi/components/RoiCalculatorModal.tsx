import { roiTable, withPercentSign } from '@flaskswap/sdk';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import { Modal } from '@/ui/Modal.tsx';
import { AUTO_COMPOUNDING, COMPOUNDING_OPTIONS, type CompoundingLabel } from '../logic/compounding.ts';

/**
 * Grouped with the given decimals; past a trillion in exponent form (devnet APRs on tiny stakes
 * compound to astronomical figures), and '∞' beyond what a double holds.
 */
function showNumber(value: number, locale: string, fixedDecimals?: number): string {
  if (!Number.isFinite(value)) return '∞';
  if (Math.abs(value) >= 1e12) return value.toExponential(2);
  return value.toLocaleString(locale, {
    minimumFractionDigits: fixedDecimals,
    maximumFractionDigits: fixedDecimals ?? 4,
  });
}

export interface RoiCalculatorProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Yearly rate in percent, before compounding and fees. */
  aprPercent: number;
  earningTokenSymbol: string;
  earningTokenPriceUsd: number;
  /** The auto vault: compounds 288 times a day for the user, net of its performance fee. */
  autoCompound?: boolean;
  performanceFeePercent?: number;
  /** Where to get the staked token or LP, e.g. '/swap?outputCurrency=…' or '/add/…'. */
  getLink?: { href: string; label: string };
}

/**
 * SPEC.md section 9 ROI modal, one for farms, pools and the vault: ROI and earning tokens per
 * $1,000 over 1, 7, 30 and 365 days (the last as APY), rounded to 2 decimals.
 */
export function RoiCalculatorModal({
  open,
  onOpenChange,
  aprPercent,
  earningTokenSymbol,
  earningTokenPriceUsd,
  autoCompound = false,
  performanceFeePercent = 0,
  getLink,
}: RoiCalculatorProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [choice, setChoice] = useState<CompoundingLabel>('1x daily');
  const compounding = autoCompound
    ? AUTO_COMPOUNDING
    : (COMPOUNDING_OPTIONS.find((option) => option.label === choice) ?? COMPOUNDING_OPTIONS[1]);
  const rows = useMemo(
    () =>
      roiTable({
        aprPercent,
        earningTokenPriceUsd,
        compoundsPerDay: compounding.compoundsPerDay,
        performanceFeePercent: autoCompound ? performanceFeePercent : 0,
      }),
    [aprPercent, earningTokenPriceUsd, compounding.compoundsPerDay, autoCompound, performanceFeePercent],
  );
  const periodLabel = (days: number) => (days === 365 ? t('365d (APY)') : t('%num%d', { num: days }));

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('ROI')} className="sm:w-[420px]">
      {!autoCompound && (
        <fieldset className="mb-4">
          <legend className="mb-2 text-xs font-bold uppercase text-muted">{t('Compounding')}</legend>
          <div className="flex flex-wrap gap-2">
            {COMPOUNDING_OPTIONS.map((option) => (
              <button
                key={option.label}
                type="button"
                aria-pressed={option.label === compounding.label}
                onClick={() => setChoice(option.label)}
                className={cn(
                  'rounded-full px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary',
                  option.label === compounding.label ? 'bg-primary text-on-accent' : 'bg-input text-primary',
                )}
              >
                {t(option.text)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <table className="w-full table-fixed text-sm" data-testid="roi-table">
        <thead>
          <tr className="text-start text-xs uppercase text-muted">
            <th className="w-1/3 pb-2 pe-2 font-bold">{t('Timeframe')}</th>
            <th className="pb-2 pe-2 font-bold">{t('ROI')}</th>
            <th className="pb-2 text-end font-bold">{t('%symbol% per $1,000', { symbol: earningTokenSymbol })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.days} className="border-t border-border">
              <td className="py-2">{periodLabel(row.days)}</td>
              <td className="break-words py-2 pe-2">
                {withPercentSign(showNumber(row.roiPercent, locale, 2), locale)}
              </td>
              <td className="break-words py-2 text-end">{showNumber(row.tokensPerThousand, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-xs text-muted">
        {t(
          'Figures use today’s rates, compounding %freq%. Rates change every block: treat them as estimates, not promises.',
          { freq: t(compounding.text) },
        )}
      </p>
      {autoCompound && performanceFeePercent > 0 && (
        <p className="mt-2 text-xs text-muted">
          {t('All estimated rates take into account this pool’s %fee%% performance fee', {
            fee: performanceFeePercent,
          })}
        </p>
      )}
      {getLink && (
        <Link to={getLink.href} className="mt-4 inline-block font-semibold text-primary hover:underline">
          {getLink.label}
        </Link>
      )}
    </Modal>
  );
}

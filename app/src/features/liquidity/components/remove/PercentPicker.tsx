import { withPercentSign } from '@flaskswap/sdk';
import { useId } from 'react';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';

const QUICK_PERCENTS = ['25', '50', '75', '100'] as const;

/** SPEC.md section 5: a percent slider from 0 to 100 in steps of 1, with 25, 50, 75 and Max. */
export function PercentPicker({
  percentText,
  sliderValue,
  onChange,
}: {
  /** The percent as shown: '0', '<1', '42'. */
  percentText: string;
  sliderValue: number;
  onChange(percent: string): void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const shown = withPercentSign(percentText, locale);
  const sliderId = useId();
  return (
    <div className="flex flex-col gap-3">
      <output htmlFor={sliderId} className="text-5xl font-bold" data-testid="remove-percent">
        {shown}
      </output>
      <input
        id={sliderId}
        type="range"
        min={0}
        max={100}
        step={1}
        value={sliderValue}
        onChange={(event) => onChange(event.target.value)}
        aria-label={t('Amount to remove')}
        aria-valuetext={shown}
        className="w-full accent-primary"
      />
      <div className="grid grid-cols-4 gap-2">
        {QUICK_PERCENTS.map((percent) => (
          <button
            key={percent}
            type="button"
            onClick={() => onChange(percent)}
            aria-pressed={String(sliderValue) === percent}
            className={cn(
              'h-8 rounded-xl text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary',
              String(sliderValue) === percent ? 'bg-primary text-on-accent' : 'bg-input text-primary hover:bg-input/70',
            )}
          >
            {percent === '100' ? t('Max') : withPercentSign(percent, locale)}
          </button>
        ))}
      </div>
    </div>
  );
}

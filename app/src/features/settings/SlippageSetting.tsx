import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { cn } from '@/ui/cn.ts';
import { bpsToPercentText, parseSlippagePercent, SLIPPAGE_PRESETS_BPS, slippageWarning } from './settingsInput.ts';

export function SlippageSetting() {
  const { t } = useTranslation();
  const bps = useAppStore((state) => state.userSlippageTolerance);
  const setSlippage = useAppStore((state) => state.setSlippageTolerance);
  const [text, setText] = useState('');
  const inputId = useId();
  const messageId = useId();

  const isPreset = (SLIPPAGE_PRESETS_BPS as readonly number[]).includes(bps);
  const invalid = text !== '' && parseSlippagePercent(text) === undefined;
  const warning = invalid ? undefined : slippageWarning(bps);

  const onChange = (value: string) => {
    setText(value);
    const parsed = parseSlippagePercent(value);
    if (parsed !== undefined) setSlippage(parsed);
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{t('Slippage Tolerance')}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {SLIPPAGE_PRESETS_BPS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={bps === preset && text === ''}
            onClick={() => {
              setText('');
              setSlippage(preset);
            }}
            className={cn(
              'h-8 rounded-2xl px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary',
              bps === preset && text === '' ? 'bg-primary text-on-accent' : 'bg-input text-primary hover:bg-input/70',
            )}
          >
            {bpsToPercentText(preset)}%
          </button>
        ))}
        <div className="flex items-center gap-1">
          <input
            id={inputId}
            type="text"
            inputMode="decimal"
            value={text !== '' ? text : isPreset ? '' : bpsToPercentText(bps)}
            placeholder={bpsToPercentText(bps)}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => {
              // The field falls back to what is stored (a refused text is dropped).
              if (parseSlippagePercent(text) !== undefined || invalid) setText('');
            }}
            aria-label={t('Custom slippage tolerance')}
            aria-invalid={invalid}
            aria-describedby={invalid || warning ? messageId : undefined}
            maxLength={6}
            className={cn(
              'h-8 w-20 rounded-2xl border bg-input px-3 text-end text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary',
              invalid ? 'border-danger' : warning ? 'border-warning' : 'border-border',
            )}
          />
          <span className="text-sm font-semibold text-primary">%</span>
        </div>
      </div>
      {(invalid || warning) && (
        <p id={messageId} role="alert" className={cn('text-sm', invalid ? 'text-danger' : 'text-warning')}>
          {invalid ? t('Enter a valid slippage percentage') : t(warning!)}
        </p>
      )}
    </fieldset>
  );
}

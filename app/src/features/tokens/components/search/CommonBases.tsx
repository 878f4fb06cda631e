import type { Currency } from '@flaskswap/sdk';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import { InfoIcon } from '@/ui/icons.tsx';
import { Tooltip } from '@/ui/Tooltip.tsx';
import { useCommonBases } from '../../data/useCommonBases.ts';
import { CurrencyLogo } from '../CurrencyLogo.tsx';
import { CurrencySymbol } from '../CurrencySymbol.tsx';

export function CommonBases({
  selectedCurrency,
  onSelect,
}: {
  selectedCurrency: Currency | null | undefined;
  onSelect(currency: Currency): void;
}) {
  const { t } = useTranslation();
  const bases = useCommonBases();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-1 text-sm font-semibold">
        {t('Common bases')}
        <Tooltip content={t('These tokens are commonly paired with other tokens.')}>
          <button
            type="button"
            aria-label={t('These tokens are commonly paired with other tokens.')}
            className="grid place-items-center rounded-full text-muted focus-visible:outline-2 focus-visible:outline-primary"
          >
            <InfoIcon />
          </button>
        </Tooltip>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t('Common bases')}>
        {bases.map((currency) => {
          const selected = Boolean(selectedCurrency?.equals(currency));
          return (
            <li key={currency.isNative ? 'native' : currency.address}>
              <button
                type="button"
                disabled={selected}
                data-testid="common-base"
                onClick={() => onSelect(currency)}
                className={cn(
                  'flex items-center gap-2 rounded-xl border border-border px-2 py-1 text-sm font-semibold',
                  'focus-visible:outline-2 focus-visible:outline-primary',
                  selected ? 'cursor-not-allowed bg-input opacity-50' : 'hover:bg-input',
                )}
              >
                <CurrencyLogo currency={currency} size={20} />
                <CurrencySymbol currency={currency} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

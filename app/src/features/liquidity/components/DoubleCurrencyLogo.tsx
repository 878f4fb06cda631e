import type { Currency } from '@flaskswap/sdk';
import { CurrencyLogo } from '@/features/tokens';

/** Two currency logos, the second tucked under the first. */
export function DoubleCurrencyLogo({
  currency0,
  currency1,
  size = 20,
}: {
  currency0: Currency | undefined;
  currency1: Currency | undefined;
  size?: number;
}) {
  return (
    <span className="inline-flex shrink-0 items-center" aria-hidden="true">
      {currency0 && <CurrencyLogo currency={currency0} size={size} className="relative z-10 ring-2 ring-card" />}
      {currency1 && <CurrencyLogo currency={currency1} size={size} className="-ms-1 ring-2 ring-card" />}
    </span>
  );
}

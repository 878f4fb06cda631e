import { DEFAULT_FORMAT_LOCALE, localizeDecimal, withPercentSign } from '../format/locale.ts';
import { Percent } from './percent.ts';

/** Warning levels like PancakeSwap's and Uniswap's: 1%, 3%, 5% and (blocked) 15%. */
export const PRICE_IMPACT_LOW = Percent.fromBips(100);
export const PRICE_IMPACT_MEDIUM = Percent.fromBips(300);
export const PRICE_IMPACT_HIGH = Percent.fromBips(500);
/** From here the swap is refused unless expert mode is on. */
export const PRICE_IMPACT_BLOCKED = Percent.fromBips(1500);
/** In expert mode: a confirm dialog from PRICE_IMPACT_HIGH, typing 'confirm' from this one. */
export const PRICE_IMPACT_TYPE_CONFIRM = Percent.fromBips(1000);
/** Below one basis point the UI shows '<0.01%'. */
export const ONE_BIPS = Percent.fromBips(1);

export type PriceImpactSeverity = 0 | 1 | 2 | 3 | 4;

/**
 * 0 below 1%, 1 from 1%, 2 from 3%, 3 from 5%, 4 from 15%. The swap button turns into
 * 'Swap Anyway' above 2 and is disabled above 3 outside expert mode (SPEC.md §5).
 */
export function priceImpactSeverity(priceImpact: Percent): PriceImpactSeverity {
  if (!priceImpact.lessThan(PRICE_IMPACT_BLOCKED)) return 4;
  if (!priceImpact.lessThan(PRICE_IMPACT_HIGH)) return 3;
  if (!priceImpact.lessThan(PRICE_IMPACT_MEDIUM)) return 2;
  if (!priceImpact.lessThan(PRICE_IMPACT_LOW)) return 1;
  return 0;
}

/** What expert mode asks before a swap with this impact. */
export function priceImpactConfirmation(priceImpact: Percent): 'none' | 'dialog' | 'typeConfirm' {
  if (!priceImpact.lessThan(PRICE_IMPACT_TYPE_CONFIRM)) return 'typeConfirm';
  if (!priceImpact.lessThan(PRICE_IMPACT_HIGH)) return 'dialog';
  return 'none';
}

/** '<0.01%' below one basis point, else two decimals: '1.25%' (de-DE '1,25 %'). */
export function formatPriceImpact(priceImpact: Percent, locale: string = DEFAULT_FORMAT_LOCALE): string {
  if (priceImpact.lessThan(ONE_BIPS)) return `<${withPercentSign(localizeDecimal('0.01', locale), locale)}`;
  return withPercentSign(priceImpact.toFixed(2, { locale }), locale);
}

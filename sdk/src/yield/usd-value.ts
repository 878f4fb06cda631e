import { toUnits } from './apr.ts';

/**
 * What `amount` smallest units of a token priced at `priceUsd` are worth in USD; undefined while
 * the price is unknown. A display figure, so a plain number.
 */
export function amountToUsd(amount: bigint, decimals: number, priceUsd: number | undefined): number | undefined {
  return priceUsd === undefined ? undefined : toUnits(amount, decimals) * priceUsd;
}

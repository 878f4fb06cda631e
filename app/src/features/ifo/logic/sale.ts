// What a sale's schedule and pools mean for the page: its phase, and the figures each pool shows.
import {
  blocksToSeconds,
  formatAmount,
  formatFixed,
  ifoAllocation,
  ifoTaxRate,
  ifoUserAmounts,
  pow10,
} from '@flaskswap/sdk';
import type { IfoPool, IfoSale, IfoUserPool } from './types.ts';

/** Before the start block, while deposits are taken, after the end block. */
export type SalePhase = 'coming' | 'live' | 'finished';

/**
 * The phase at `currentBlock`, as the pools' countdown counts it: 'coming' before the start block,
 * 'live' until the end block, then 'finished'. A transaction sent now lands in the next block, so
 * a deposit sent while 'live' is in time (the contracts take startBlock ≤ block ≤ endBlock) and a
 * harvest sent once 'finished' lands after the end.
 */
export function salePhase(sale: Pick<IfoSale, 'startBlock' | 'endBlock'>, currentBlock: bigint): SalePhase {
  if (currentBlock < sale.startBlock) return 'coming';
  if (currentBlock < sale.endBlock) return 'live';
  return 'finished';
}

/** Harvest opens after the end block and once the release block is reached. */
export function claimOpen(sale: Pick<IfoSale, 'endBlock' | 'releaseBlock'>, currentBlock: bigint): boolean {
  return currentBlock >= sale.endBlock && currentBlock + 1n >= sale.releaseBlock;
}

/** Total committed as a percentage of the raise target, 2 decimals ('0.00' for a pool without target). */
export function percentOfTarget(pool: Pick<IfoPool, 'totalAmount' | 'raisingAmount'>, locale?: string): string {
  if (pool.raisingAmount === 0n) return formatFixed(0n, 1n, 2, { locale });
  return formatFixed(pool.totalAmount * 100n, pool.raisingAmount, 2, { rounding: 'down', locale });
}

/** LP per offering token at the target: raisingAmount / offeringAmount, 6 significant digits. */
export function lpPerToken(
  pool: Pick<IfoPool, 'raisingAmount' | 'offeringAmount'>,
  tokenDecimals: number,
  locale?: string,
): string {
  if (pool.offeringAmount === 0n) return '0';
  return formatAmount((pool.raisingAmount * pow10(tokenDecimals)) / pool.offeringAmount, 18, undefined, { locale });
}

/** A rate where 1e12 = 100%, as a percentage without trailing zeros ('1', '0.05'). */
export function ratePercent(rate: bigint): string {
  const text = formatFixed(rate * 100n, 10n ** 12n, 4, { rounding: 'down' });
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** The unlimited pool's overflow tax at its current totals (1e12 = 100%); 0 for a pool without tax. */
export function currentTaxRate(pool: IfoPool): bigint {
  return pool.hasTax ? ifoTaxRate(pool.totalAmount, pool.raisingAmount) : 0n;
}

/** What the user's LP still may add to a limited pool; undefined without a limit. */
export function remainingLimit(pool: Pick<IfoPool, 'limitPerUser'>, committed: bigint): bigint | undefined {
  if (pool.limitPerUser === 0n) return undefined;
  return pool.limitPerUser > committed ? pool.limitPerUser - committed : 0n;
}

/** Offering tokens, LP refund and tax the harvest pays at the pool's current totals; the share (1e12 = 100%). */
export function userPoolOutcome(pool: IfoPool, position: IfoUserPool | undefined) {
  const amount = position?.amount ?? 0n;
  const amounts = ifoUserAmounts({
    amount,
    totalAmount: pool.totalAmount,
    raisingAmount: pool.raisingAmount,
    offeringAmount: pool.offeringAmount,
    hasTax: pool.hasTax,
  });
  return { ...amounts, allocation: ifoAllocation(amount, pool.totalAmount) };
}

/** What a finished pool sold and raised: all its tokens once the target is met, else pro rata. */
export function poolResult(pool: Pick<IfoPool, 'offeringAmount' | 'raisingAmount' | 'totalAmount'>) {
  if (pool.raisingAmount === 0n) return { sold: 0n, raised: 0n };
  if (pool.totalAmount >= pool.raisingAmount) return { sold: pool.offeringAmount, raised: pool.raisingAmount };
  return { sold: (pool.offeringAmount * pool.totalAmount) / pool.raisingAmount, raised: pool.totalAmount };
}

/** About how long `blocks` take at BLOCK_SECONDS a block: '2d 3h 5m', '12m', '<1m'. */
export function approximateDuration(blocks: bigint): string {
  const minutes = blocksToSeconds(blocks) / 60n;
  if (minutes === 0n) return '<1m';
  const days = minutes / 1440n;
  const hours = (minutes % 1440n) / 60n;
  const rest = minutes % 60n;
  return [days && `${days}d`, hours && `${hours}h`, rest && `${rest}m`].filter(Boolean).join(' ');
}

// The IFO contracts' formulas (contracts/src/ifo/IfoMath.sol), so the app shows what a harvest pays.

/** Scale of allocations and tax rates: 1e12 = 100%. */
export const IFO_PRECISION = 10n ** 12n;

/**
 * The unlimited pool's overflow tax on refunds, by oversubscription: the first row whose
 * `minRatio` ≤ totalAmount / raisingAmount (integer division) gives the rate (1e12 = 100%).
 * It starts at 1% and falls as the pool grows.
 */
export const IFO_TAX_TABLE: readonly { minRatio: bigint; rate: bigint }[] = [
  { minRatio: 1500n, rate: 500_000_000n }, // 0.05%
  { minRatio: 1000n, rate: 1_000_000_000n }, // 0.1%
  { minRatio: 500n, rate: 2_000_000_000n }, // 0.2%
  { minRatio: 250n, rate: 2_500_000_000n }, // 0.25%
  { minRatio: 100n, rate: 3_000_000_000n }, // 0.3%
  { minRatio: 50n, rate: 5_000_000_000n }, // 0.5%
  { minRatio: 0n, rate: 10_000_000_000n }, // 1%
];

/** Overflow tax rate (1e12 = 100%) of an unlimited pool holding `totalAmount` for `raisingAmount`. */
export function ifoTaxRate(totalAmount: bigint, raisingAmount: bigint): bigint {
  if (raisingAmount <= 0n) return 0n;
  const ratio = totalAmount / raisingAmount;
  const row = IFO_TAX_TABLE.find((entry) => ratio >= entry.minRatio);
  return row?.rate ?? 0n;
}

/** A user's share of a pool's deposits, 1e12 = 100% (0 for an empty pool). */
export function ifoAllocation(amount: bigint, totalAmount: bigint): bigint {
  return totalAmount > 0n ? (amount * IFO_PRECISION) / totalAmount : 0n;
}

export interface IfoPoolPosition {
  /** The user's LP deposit in the pool. */
  amount: bigint;
  totalAmount: bigint;
  raisingAmount: bigint;
  offeringAmount: bigint;
  /** The unlimited pool of a v2 sale; never for v1. */
  hasTax: boolean;
}

export interface IfoUserAmounts {
  /** Offering tokens the harvest pays. */
  offering: bigint;
  /** LP the harvest returns, after the tax. */
  refund: bigint;
  /** LP kept from the refund as the overflow tax. */
  tax: bigint;
}

/**
 * What harvesting a pool pays. Oversubscribed (total > raise): the user buys raise × amount / total
 * and gets the rest back (less the tax); offering = offeringAmount × amount / total. Otherwise
 * offering = offeringAmount × amount / raise and no refund. Every division rounds down, as on chain.
 */
export function ifoUserAmounts({
  amount,
  totalAmount,
  raisingAmount,
  offeringAmount,
  hasTax,
}: IfoPoolPosition): IfoUserAmounts {
  if (amount <= 0n || totalAmount <= 0n) return { offering: 0n, refund: 0n, tax: 0n };
  if (totalAmount <= raisingAmount) {
    return { offering: (offeringAmount * amount) / raisingAmount, refund: 0n, tax: 0n };
  }
  const offering = (offeringAmount * amount) / totalAmount;
  const refundBeforeTax = amount - (raisingAmount * amount) / totalAmount;
  const tax = hasTax ? (refundBeforeTax * ifoTaxRate(totalAmount, raisingAmount)) / IFO_PRECISION : 0n;
  return { offering, refund: refundBeforeTax - tax, tax };
}

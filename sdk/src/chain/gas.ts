/** SPEC.md section 7's floor: a transaction's gas limit is at least its estimate plus 10%. */
export const GAS_MARGIN_PERCENT = 110n;

/**
 * Gas added on top of the 10%. An estimate is exact only for the block it ran against, and a write
 * mined in a later second can do more: a pair last traded in the estimate's second skips its
 * price-accumulator writes there and makes them when mined (about 10,200 gas per pair of the route,
 * 44,400 for a pair whose accumulators are still zero). A one-hop swap estimated right after a
 * keeper's trade needed up to +9.95% (devnet/bench/swapGasMargin.ts, bench/results/reliability.md);
 * issue 30 saw +15.5% on FLASK-BNB through the router. 60,000 covers every route of up to five
 * traded pairs, or one new pair.
 */
export const GAS_HEADROOM = 60_000n;

/**
 * The gas limit to send for an estimate: the estimate plus 10%, plus GAS_HEADROOM. Gas not used is
 * not paid for; only the wallet's balance must cover the limit at the fee.
 */
export function withGasMargin(estimate: bigint): bigint {
  return (estimate * GAS_MARGIN_PERCENT) / 100n + GAS_HEADROOM;
}

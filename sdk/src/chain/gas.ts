/** SPEC.md section 7: a transaction's gas limit is its estimate plus 10%. */
export const GAS_MARGIN_PERCENT = 110n;

/**
 * The gas limit to send for an estimate. An estimate is exact for the block it ran against; the
 * block that includes the transaction can need more (a pair touched earlier in the same second
 * skips its price-accumulator writes in the estimate, and makes them in a later second).
 */
export function withGasMargin(estimate: bigint, percent: bigint = GAS_MARGIN_PERCENT): bigint {
  return (estimate * percent) / 100n;
}

// ERC-20 allowances as FlaskSwap shows them.

/**
 * From 2^255 up an allowance counts as unlimited: approving the maximum (2^256 - 1) gives it, and
 * tokens that spend from a maximum allowance leave it in that range however much they pull.
 */
export const UNLIMITED_ALLOWANCE_THRESHOLD = 2n ** 255n;

export function isUnlimitedAllowance(value: bigint): boolean {
  return value >= UNLIMITED_ALLOWANCE_THRESHOLD;
}

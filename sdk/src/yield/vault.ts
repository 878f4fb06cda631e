// The auto FLASK vault's share arithmetic as the app needs it (SPEC.md §4 and §9): FLASK worth
// of shares at the price per full share (FLASK per 1e18 shares), the shares to redeem for an
// amount, withdraw-all below the dust threshold, and the early-withdrawal fee window.

/** getPricePerFullShare is the FLASK value of this many shares. */
export const VAULT_SHARE_PRECISION = 10n ** 18n;
/** Withdrawing all instead when at most this many shares would stay behind. */
export const VAULT_WITHDRAW_ALL_DUST_SHARES = 10n ** 12n;
export const BASIS_POINTS = 10_000n;

export function flaskFromShares(shares: bigint, pricePerFullShare: bigint): bigint {
  return (shares * pricePerFullShare) / VAULT_SHARE_PRECISION;
}

/** Shares worth `amount` FLASK, rounded down (never more than the amount's worth). */
export function sharesFromFlask(amount: bigint, pricePerFullShare: bigint): bigint {
  if (pricePerFullShare <= 0n) return 0n;
  return (amount * VAULT_SHARE_PRECISION) / pricePerFullShare;
}

export type VaultWithdrawal = { method: 'withdrawAll' } | { method: 'withdraw'; shares: bigint };

/**
 * How to unstake `amount` FLASK: withdraw(shares) for that amount, or withdrawAll when the user
 * chose the whole stake (`whole`: Max, whatever the price per share did since the amount was read)
 * or when the shares left behind would be dust (at most 1e12).
 */
export function planVaultWithdrawal(params: {
  amount: bigint;
  userShares: bigint;
  pricePerFullShare: bigint;
  whole?: boolean;
}): VaultWithdrawal {
  if (params.whole) return { method: 'withdrawAll' };
  const wanted = sharesFromFlask(params.amount, params.pricePerFullShare);
  // biome-ignore lint/complexity/useMathMinMax: Math.min does not take bigints
  const shares = wanted > params.userShares ? params.userShares : wanted;
  if (params.userShares - shares <= VAULT_WITHDRAW_ALL_DUST_SHARES) return { method: 'withdrawAll' };
  return { method: 'withdraw', shares };
}

/** Seconds until withdrawing is fee-free; 0 when the period is over or nothing is staked. */
export function secondsUntilFeeFree(params: {
  userShares: bigint;
  lastDepositedTime: bigint;
  withdrawFeePeriod: bigint;
  nowSeconds: bigint;
}): bigint {
  if (params.userShares <= 0n) return 0n;
  const end = params.lastDepositedTime + params.withdrawFeePeriod;
  return end > params.nowSeconds ? end - params.nowSeconds : 0n;
}

/** The fee withdrawing `amount` costs inside the fee period, in FLASK. */
export function withdrawalFee(amount: bigint, withdrawFeeBps: bigint): bigint {
  return (amount * withdrawFeeBps) / BASIS_POINTS;
}

/** A fee or rate in basis points as a percentage number (10 → 0.1). */
export function basisPointsToPercent(bps: bigint | number): number {
  return Number(bps) / 100;
}

/** Days, hours and minutes of a duration, for the unstaking-fee countdown. */
export function splitDuration(totalSeconds: bigint | number): { days: number; hours: number; minutes: number } {
  const seconds = Math.max(0, Number(totalSeconds));
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3_600),
    minutes: Math.floor((seconds % 3_600) / 60),
  };
}

/** FLASK gained since the user's last deposit or withdrawal (never negative). */
export function vaultRecentProfit(params: {
  userShares: bigint;
  pricePerFullShare: bigint;
  flaskAtLastUserAction: bigint;
}): bigint {
  const now = flaskFromShares(params.userShares, params.pricePerFullShare);
  return now > params.flaskAtLastUserAction ? now - params.flaskAtLastUserAction : 0n;
}

// The bet panel's amount rules: the minimum bet and the balance (SPEC.md §5 message style).

export type BetAmountCheck = 'empty' | 'belowMinimum' | 'insufficientBalance' | 'ok';

export function checkBetAmount(amount: bigint | undefined, minBetAmount: bigint, balance: bigint): BetAmountCheck {
  if (amount === undefined || amount <= 0n) return 'empty';
  if (amount < minBetAmount) return 'belowMinimum';
  if (amount > balance) return 'insufficientBalance';
  return 'ok';
}

/** `percent`% of the balance; 100 leaves `gasReserve` behind so the bet can still pay its gas. */
export function betAmountShare(balance: bigint, percent: number, gasReserve: bigint): bigint {
  if (percent >= 100) return balance > gasReserve ? balance - gasReserve : 0n;
  return (balance * BigInt(Math.round(percent * 100))) / 10_000n;
}

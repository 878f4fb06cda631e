// The pair and router arithmetic, bit for bit as the contracts compute it (uint256 integer
// division rounds down; bigint division of non-negative values does the same).
import { InsufficientInputAmountError, InsufficientOutputAmountError, InsufficientReservesError } from './errors.ts';

/** The swap fee is 0.25%: of every input, 9975/10000 counts toward the constant product. */
export const FEE_NUMERATOR = 9975n;
export const FEE_DENOMINATOR = 10_000n;
/** LP tokens burned to the zero address at the first mint, so a pair can never be emptied. */
export const MINIMUM_LIQUIDITY = 1000n;

/** Output for an exact input, as Router.getAmountOut: in×9975×rOut / (rIn×10000 + in×9975). */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n) throw new InsufficientInputAmountError();
  if (reserveIn <= 0n || reserveOut <= 0n) throw new InsufficientReservesError();
  const amountInWithFee = amountIn * FEE_NUMERATOR;
  return (amountInWithFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + amountInWithFee);
}

/** Input needed for an exact output, as Router.getAmountIn: rIn×out×10000 / ((rOut−out)×9975) + 1. */
export function getAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountOut <= 0n) throw new InsufficientOutputAmountError();
  // The router reverts here too: it would underflow (out > rOut) or divide by zero (out = rOut).
  if (reserveIn <= 0n || reserveOut <= 0n || amountOut >= reserveOut) throw new InsufficientReservesError();
  return (reserveIn * amountOut * FEE_DENOMINATOR) / ((reserveOut - amountOut) * FEE_NUMERATOR) + 1n;
}

/** Router.getAmountsOut: the amounts along `reserves` ([reserveIn, reserveOut] per hop). */
export function getAmountsOut(amountIn: bigint, reserves: readonly (readonly [bigint, bigint])[]): bigint[] {
  const amounts = [amountIn];
  let amount = amountIn;
  for (const [reserveIn, reserveOut] of reserves) {
    amount = getAmountOut(amount, reserveIn, reserveOut);
    amounts.push(amount);
  }
  return amounts;
}

/** Router.getAmountsIn: the amounts along `reserves` ([reserveIn, reserveOut] per hop), computed backwards. */
export function getAmountsIn(amountOut: bigint, reserves: readonly (readonly [bigint, bigint])[]): bigint[] {
  const amounts = [amountOut];
  let amount = amountOut;
  for (let i = reserves.length - 1; i >= 0; i--) {
    const [reserveIn, reserveOut] = reserves[i]!;
    amount = getAmountIn(amount, reserveIn, reserveOut);
    amounts.unshift(amount);
  }
  return amounts;
}

/** Router.quote: the amount of B worth `amountA` at the pair's reserve ratio, no fee. */
export function quote(amountA: bigint, reserveA: bigint, reserveB: bigint): bigint {
  if (amountA <= 0n) throw new InsufficientInputAmountError();
  if (reserveA <= 0n || reserveB <= 0n) throw new InsufficientReservesError();
  return (amountA * reserveB) / reserveA;
}

/** Floor of the square root, as the pair's Math.sqrt (any exact floor gives the same result). */
export function sqrt(value: bigint): bigint {
  if (value < 0n) throw new Error('Square root of a negative number');
  if (value < 2n) return value;
  // Newton's iteration from an over-estimate decreases monotonically to the floor.
  let x = 1n << BigInt((value.toString(2).length >> 1) + 1);
  while (true) {
    const next = (x + value / x) >> 1n;
    if (next >= x) return x;
    x = next;
  }
}

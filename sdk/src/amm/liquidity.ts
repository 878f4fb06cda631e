// Liquidity math of the pair contract: LP minted on deposit, tokens returned on burn, and the
// protocol's share of fee growth minted to the fee collector before either.

import { InsufficientLiquidityBurnedError, InsufficientLiquidityMintedError } from './errors.ts';
import { MINIMUM_LIQUIDITY, quote, sqrt } from './math.ts';
import { Percent } from './percent.ts';

/**
 * The protocol keeps 8/25 of the 0.25% fee (0.08% of volume). The pair mints it lazily as LP:
 * the fee collector gets the share s of the new supply with s / (supply + s) = 8/25 of the
 * sqrt(k) growth, which solves to supply × (rootK − rootKLast) × 8 / (rootK × 17 + rootKLast × 8).
 */
export const PROTOCOL_FEE_NUMERATOR = 8n;
export const PROTOCOL_FEE_DENOMINATOR = 25n;

/** What the pair contract holds: reserves, LP supply and, with the protocol fee on, kLast. */
export interface PairLiquidityState {
  reserve0: bigint;
  reserve1: bigint;
  totalSupply: bigint;
  /** Whether the factory's feeTo is set. */
  feeOn?: boolean;
  /** reserve0 × reserve1 after the last mint or burn (0 while the fee is off). */
  kLast?: bigint;
}

/** LP the pair mints to feeTo at the start of the next mint or burn (0 with the fee off). */
export function protocolFeeLiquidity(state: PairLiquidityState): bigint {
  const kLast = state.kLast ?? 0n;
  if (!state.feeOn || kLast === 0n) return 0n;
  const rootK = sqrt(state.reserve0 * state.reserve1);
  const rootKLast = sqrt(kLast);
  if (rootK <= rootKLast) return 0n;
  const numerator = state.totalSupply * (rootK - rootKLast) * PROTOCOL_FEE_NUMERATOR;
  const denominator = rootK * (PROTOCOL_FEE_DENOMINATOR - PROTOCOL_FEE_NUMERATOR) + rootKLast * PROTOCOL_FEE_NUMERATOR;
  return numerator / denominator;
}

/** The LP supply the next mint or burn sees, after the protocol fee was minted. */
export function totalSupplyAfterProtocolFee(state: PairLiquidityState): bigint {
  return state.totalSupply + protocolFeeLiquidity(state);
}

/** LP minted for depositing amount0 and amount1 (the pair's mint). */
export function getLiquidityMinted(state: PairLiquidityState, amount0: bigint, amount1: bigint): bigint {
  const totalSupply = totalSupplyAfterProtocolFee(state);
  let liquidity: bigint;
  if (totalSupply === 0n) {
    liquidity = sqrt(amount0 * amount1) - MINIMUM_LIQUIDITY;
  } else {
    const liquidity0 = (amount0 * totalSupply) / state.reserve0;
    const liquidity1 = (amount1 * totalSupply) / state.reserve1;
    // Math.min does not take bigints.
    liquidity = liquidity1;
    if (liquidity0 < liquidity1) liquidity = liquidity0;
  }
  if (liquidity <= 0n) throw new InsufficientLiquidityMintedError();
  return liquidity;
}

/** Tokens returned for burning `liquidity` (the pair's burn; reserves equal balances after sync). */
export function getLiquidityBurned(state: PairLiquidityState, liquidity: bigint): { amount0: bigint; amount1: bigint } {
  const totalSupply = totalSupplyAfterProtocolFee(state);
  if (liquidity > state.totalSupply) throw new Error('Liquidity exceeds the total supply');
  const amount0 = (liquidity * state.reserve0) / totalSupply;
  const amount1 = (liquidity * state.reserve1) / totalSupply;
  if (amount0 <= 0n || amount1 <= 0n) throw new InsufficientLiquidityBurnedError();
  return { amount0, amount1 };
}

/**
 * The amounts the router's addLiquidity actually deposits for the desired amounts: the whole
 * of one side and the other at the pair's reserve ratio (both desired amounts in a new pair).
 */
export function getAddLiquidityAmounts(params: {
  amountADesired: bigint;
  amountBDesired: bigint;
  reserveA: bigint;
  reserveB: bigint;
}): { amountA: bigint; amountB: bigint } {
  const { amountADesired, amountBDesired, reserveA, reserveB } = params;
  if (reserveA === 0n && reserveB === 0n) return { amountA: amountADesired, amountB: amountBDesired };
  const amountBOptimal = quote(amountADesired, reserveA, reserveB);
  if (amountBOptimal <= amountBDesired) return { amountA: amountADesired, amountB: amountBOptimal };
  return { amountA: quote(amountBDesired, reserveB, reserveA), amountB: amountBDesired };
}

/** The share of a pair's LP supply `liquidity` represents once the supply is `totalSupply`. */
export function shareOfPair(liquidity: bigint, totalSupply: bigint): Percent {
  if (totalSupply === 0n) return new Percent(0n);
  return new Percent(liquidity, totalSupply);
}

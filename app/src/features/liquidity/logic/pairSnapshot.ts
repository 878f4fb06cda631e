import {
  type Currency,
  CurrencyAmount,
  getLiquidityBurned,
  type Pair,
  type PairLiquidityState,
  Percent,
  Price,
  shareOfPair,
  type Token,
  totalSupplyAfterProtocolFee,
} from '@flaskswap/sdk';
import type { Address } from 'viem';

/** SPEC.md section 4 "Pair state": not exists (the user sets the price), invalid, exists; loading while read. */
export type PairState = 'LOADING' | 'NOT_EXISTS' | 'EXISTS' | 'INVALID';

/** A pair contract as read at one block: reserves, LP supply and what the protocol fee needs. */
export interface PairSnapshot {
  address: Address;
  pair: Pair;
  totalSupply: bigint;
  /** reserve0 × reserve1 after the last mint or burn (0 while the protocol fee is off). */
  kLast: bigint;
  /** Whether the factory's feeTo is set, so the next mint or burn first mints the protocol's LP. */
  feeOn: boolean;
}

export interface PairRead {
  state: PairState;
  snapshot?: PairSnapshot;
}

export function liquidityStateOf(snapshot: PairSnapshot): PairLiquidityState {
  return {
    reserve0: snapshot.pair.reserve0.raw,
    reserve1: snapshot.pair.reserve1.raw,
    totalSupply: snapshot.totalSupply,
    feeOn: snapshot.feeOn,
    kLast: snapshot.kLast,
  };
}

/** No LP exists yet: the pair was never created or holds nothing, so the first provider sets the price. */
export function hasNoLiquidity(pairState: PairState, snapshot: PairSnapshot | undefined): boolean {
  if (pairState === 'NOT_EXISTS') return true;
  if (!snapshot) return false;
  return snapshot.totalSupply === 0n || (snapshot.pair.reserve0.raw === 0n && snapshot.pair.reserve1.raw === 0n);
}

/** What `liquidity` LP of the pair is worth in each token if burnt now (0 when too little to burn). */
export function liquidityValue(
  snapshot: PairSnapshot,
  liquidity: bigint,
): { amount0: CurrencyAmount<Token>; amount1: CurrencyAmount<Token> } {
  let amounts = { amount0: 0n, amount1: 0n };
  if (liquidity > 0n && liquidity <= snapshot.totalSupply) {
    try {
      amounts = getLiquidityBurned(liquidityStateOf(snapshot), liquidity);
    } catch {
      // Too little to burn: worth nothing.
    }
  }
  return {
    amount0: CurrencyAmount.fromRaw(snapshot.pair.token0, amounts.amount0),
    amount1: CurrencyAmount.fromRaw(snapshot.pair.token1, amounts.amount1),
  };
}

/** The share of the pair's LP supply `liquidity` is (after the protocol fee the next mint or burn mints). */
export function userShareOfPair(snapshot: PairSnapshot, liquidity: bigint): Percent {
  const supply = totalSupplyAfterProtocolFee(liquidityStateOf(snapshot));
  if (supply === 0n) return new Percent(0n);
  return shareOfPair(liquidity, supply);
}

/** The pair's price of currency A in currency B (reserveB / reserveA), if the pair holds both. */
export function pairPrice(snapshot: PairSnapshot, currencyA: Currency, currencyB: Currency): Price | undefined {
  const { pair } = snapshot;
  if (!pair.involvesToken(currencyA.wrapped) || !pair.involvesToken(currencyB.wrapped)) return undefined;
  const reserveA = pair.reserveOf(currencyA.wrapped).raw;
  const reserveB = pair.reserveOf(currencyB.wrapped).raw;
  if (reserveA === 0n || reserveB === 0n) return undefined;
  return new Price({ baseCurrency: currencyA, quoteCurrency: currencyB, baseAmount: reserveA, quoteAmount: reserveB });
}

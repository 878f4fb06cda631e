import {
  type MigrationQuote,
  migrationQuote,
  type PairLiquidityState,
  priceGapBips,
  signsLpPermit,
} from '@flaskswap/sdk';
import type { Address, Hex } from 'viem';
import type { TokenCouple } from './candidates.ts';

/** One legacy position as /migrate shows and moves it. */
export interface LegacyPosition {
  /** The legacy pair (its LP token). */
  pair: Address;
  tokens: TokenCouple;
  /** The account's legacy LP. */
  balance: bigint;
  legacy: PairLiquidityState;
  /** FlaskSwap's pair of the same tokens (its address whether or not it exists yet). */
  flaskPair: Address;
  /** Its state; undefined while it does not exist. */
  flask: PairLiquidityState | undefined;
  quote: MigrationQuote;
  /** How far FlaskSwap's price is from the legacy one (undefined without a FlaskSwap price). */
  gapBips: bigint | undefined;
  /** The LP token's EIP-712 domain name when its permit can be signed; undefined: approve instead. */
  permitDomain: string | undefined;
  /** The account's allowance of the legacy LP to the migrator, as read. */
  allowance: bigint | undefined;
}

/** The answers of the held pairs' reads (data/useLegacyPositions.ts), each list in the pairs' order. */
export interface HeldPairReads {
  legacyReserves: readonly (readonly [bigint, bigint, number] | null)[];
  legacySupply: readonly (bigint | null)[];
  legacyName: readonly (string | null)[];
  legacyDomain: readonly (Hex | null)[];
  allowance: readonly (bigint | null)[];
  reserves: readonly (readonly [bigint, bigint, number] | null)[];
  totalSupply: readonly (bigint | null)[];
  kLast: readonly (bigint | null)[];
  feeTo: readonly (Address | null)[];
}

export interface HeldPair {
  pair: Address;
  tokens: TokenCouple;
  balance: bigint;
  flaskPair: Address;
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/**
 * The positions worth showing from the reads: a legacy pair that answered with reserves and
 * supply, and a quote that mints FlaskSwap LP (a dust balance that would not is left out).
 */
export function legacyPositions(held: readonly HeldPair[], reads: HeldPairReads, chainId: number): LegacyPosition[] {
  const feeTo = reads.feeTo[0];
  const feeOn = Boolean(feeTo) && feeTo !== ZERO_ADDRESS;
  return held.flatMap((entry, i) => {
    const legacyReserves = reads.legacyReserves[i];
    const legacySupply = reads.legacySupply[i];
    if (!legacyReserves || !legacySupply) return [];
    const legacy = { reserve0: legacyReserves[0], reserve1: legacyReserves[1], totalSupply: legacySupply };
    const reserves = reads.reserves[i];
    const totalSupply = reads.totalSupply[i];
    const flask =
      reserves && totalSupply !== null && totalSupply !== undefined
        ? { reserve0: reserves[0], reserve1: reserves[1], totalSupply, feeOn, kLast: reads.kLast[i] ?? 0n }
        : undefined;
    let quote: MigrationQuote;
    try {
      quote = migrationQuote({ legacy, legacyLiquidity: entry.balance, flask });
    } catch {
      return [];
    }
    const name = reads.legacyName[i];
    const domainSeparator = reads.legacyDomain[i];
    const signable =
      name && domainSeparator && signsLpPermit({ domainName: name, chainId, pair: entry.pair, domainSeparator });
    const hasPrice = flask && flask.reserve0 > 0n && flask.reserve1 > 0n;
    return [
      {
        ...entry,
        legacy,
        flask,
        quote,
        gapBips: hasPrice ? priceGapBips(legacy, flask) : undefined,
        permitDomain: signable ? name : undefined,
        allowance: reads.allowance[i] ?? undefined,
      },
    ];
  });
}

import { flaskPairAbi, pairInitCodeHash } from '@flaskswap/contracts';
import { type Currency, CurrencyAmount, computePairAddress, Pair, type Token } from '@flaskswap/sdk';
import type { Address } from 'viem';
import type { ChainReadsData } from '@/chain/reads.ts';
import type { PairRead } from '../logic/pairSnapshot.ts';

/** Two currencies that can form a pair: set, on one chain, and not the same token once wrapped. */
export function pairTokens(a: Currency | undefined, b: Currency | undefined): [Token, Token] | undefined {
  if (!a || !b) return undefined;
  const tokenA = a.wrapped;
  const tokenB = b.wrapped;
  if (tokenA.chainId !== tokenB.chainId || tokenA.equals(tokenB)) return undefined;
  return [tokenA, tokenB];
}

/** The pair's address by CREATE2, so no factory round trip is needed before reading it. */
export function pairAddressOf(
  factory: Address,
  [tokenA, tokenB]: readonly [{ address: string }, { address: string }],
): Address {
  return computePairAddress({
    factory,
    initCodeHash: pairInitCodeHash,
    tokenA: tokenA.address,
    tokenB: tokenB.address,
  });
}

/**
 * Each pair's reads as named groups read in one multicall: reserves, LP supply, kLast, and the
 * account's LP balance (an empty group without an account).
 */
export function pairReadCalls(pairs: readonly Address[], account: Address | undefined) {
  return {
    reserves: pairs.map((address) => ({ address, abi: flaskPairAbi, functionName: 'getReserves' }) as const),
    totalSupply: pairs.map((address) => ({ address, abi: flaskPairAbi, functionName: 'totalSupply' }) as const),
    kLast: pairs.map((address) => ({ address, abi: flaskPairAbi, functionName: 'kLast' }) as const),
    balance: account
      ? pairs.map((address) => ({ address, abi: flaskPairAbi, functionName: 'balanceOf', args: [account] }) as const)
      : [],
  };
}

/** The answers to pairReadCalls, each group in the pairs' order (null where a call failed). */
export type PairReadResults = ChainReadsData<ReturnType<typeof pairReadCalls>>;

/** One pair as read: its state, and the account's LP balance in it (undefined without an account). */
export interface PairResult {
  read: PairRead;
  balance: bigint | undefined;
}

/** Pair states from pairReadCalls' answers: no reserves means no pair contract at that address yet. */
export function parsePairResults(params: {
  pairs: readonly { address: Address; tokens: readonly [Token, Token] }[];
  results: PairReadResults;
  feeOn: boolean;
}): PairResult[] {
  const { pairs, results, feeOn } = params;
  return pairs.map(({ address, tokens }, i) => {
    const balance = results.balance[i] ?? undefined;
    const reserves = results.reserves[i];
    const totalSupply = results.totalSupply[i];
    if (!reserves || totalSupply === null || totalSupply === undefined) {
      return { read: { state: 'NOT_EXISTS' }, balance };
    }
    const [token0, token1] = tokens[0].sortsBefore(tokens[1]) ? tokens : [tokens[1], tokens[0]];
    const pair = new Pair(CurrencyAmount.fromRaw(token0, reserves[0]), CurrencyAmount.fromRaw(token1, reserves[1]));
    const kLast = results.kLast[i] ?? 0n;
    return { read: { state: 'EXISTS', snapshot: { address, pair, totalSupply, kLast, feeOn } }, balance };
  });
}

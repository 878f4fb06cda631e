import { flaskPairAbi, pairInitCodeHash } from '@flaskswap/contracts';
import { type Currency, CurrencyAmount, computePairAddress, Pair, type Token } from '@flaskswap/sdk';
import type { Address, ContractFunctionParameters } from 'viem';
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

/** Reads per pair, in this order: reserves, LP supply, kLast, and the account's LP balance. */
export function pairReadCalls(pairs: readonly Address[], account: Address | undefined): ContractFunctionParameters[] {
  return pairs.flatMap((address) => {
    const calls: ContractFunctionParameters[] = [
      { address, abi: flaskPairAbi, functionName: 'getReserves' },
      { address, abi: flaskPairAbi, functionName: 'totalSupply' },
      { address, abi: flaskPairAbi, functionName: 'kLast' },
    ];
    if (account) calls.push({ address, abi: flaskPairAbi, functionName: 'balanceOf', args: [account] });
    return calls;
  });
}

export function callsPerPair(account: Address | undefined): number {
  return account ? 4 : 3;
}

/**
 * Pair states from poolCalls' results (null where a call failed): no reserves means no pair
 * contract at that address yet.
 */
export function parsePairResults(params: {
  pairs: readonly { address: Address; tokens: readonly [Token, Token] }[];
  results: readonly unknown[];
  feeOn: boolean;
  account: Address | undefined;
}): { reads: PairRead[]; balances: (bigint | undefined)[] } {
  const { pairs, results, feeOn, account } = params;
  const width = callsPerPair(account);
  const reads: PairRead[] = [];
  const balances: (bigint | undefined)[] = [];
  pairs.forEach(({ address, tokens }, i) => {
    const [reserves, totalSupply, kLast, balance] = results.slice(i * width, (i + 1) * width);
    balances.push(typeof balance === 'bigint' ? balance : undefined);
    if (!Array.isArray(reserves) || typeof totalSupply !== 'bigint') {
      reads.push({ state: 'NOT_EXISTS' });
      return;
    }
    const [token0, token1] = tokens[0].sortsBefore(tokens[1]) ? tokens : [tokens[1], tokens[0]];
    const pair = new Pair(
      CurrencyAmount.fromRaw(token0, reserves[0] as bigint),
      CurrencyAmount.fromRaw(token1, reserves[1] as bigint),
    );
    reads.push({
      state: 'EXISTS',
      snapshot: { address, pair, totalSupply, kLast: typeof kLast === 'bigint' ? kLast : 0n, feeOn },
    });
  });
  return { reads, balances };
}

import { flaskFactoryAbi } from '@flaskswap/contracts';
import type { Currency, Token } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { type Address, zeroAddress } from 'viem';
import { useDeployment } from '@/chain/activeChain.ts';
import { useChainReads } from '@/chain/reads.ts';
import type { PairRead } from '../logic/pairSnapshot.ts';
import { type PairResult, pairAddressOf, pairReadCalls, pairTokens, parsePairResults } from './pairCalls.ts';

export interface PairSnapshotsResult {
  reads: PairRead[];
  /** The account's LP balance per pair (undefined without an account or while loading). */
  balances: (bigint | undefined)[];
  isLoading: boolean;
}

type CurrencyPair = readonly [Currency | undefined, Currency | undefined];

/** The protocol fee is on once the factory's feeTo is set (unknown when the read failed: off). */
function isFeeOn(feeTo: Address | null | undefined): boolean {
  return Boolean(feeTo) && feeTo !== zeroAddress;
}

/**
 * Reserves, LP supply, kLast and the account's LP balance of every given pair, plus the factory's
 * feeTo, in one multicall per tick.
 */
export function usePairSnapshots(
  currencyPairs: readonly CurrencyPair[],
  account: Address | undefined,
): PairSnapshotsResult {
  const factory = useDeployment()?.contracts.FlaskFactory;
  const valid = useMemo(
    () =>
      currencyPairs.map((currencies) => {
        const tokens = pairTokens(currencies[0], currencies[1]);
        return tokens && factory ? { tokens, address: pairAddressOf(factory, tokens) } : undefined;
      }),
    [currencyPairs, factory],
  );
  const targets = useMemo(
    () => valid.filter((entry): entry is { tokens: [Token, Token]; address: Address } => entry !== undefined),
    [valid],
  );
  const calls = useMemo(
    () =>
      factory && targets.length > 0
        ? {
            feeTo: [{ address: factory, abi: flaskFactoryAbi, functionName: 'feeTo' }] as const,
            ...pairReadCalls(
              targets.map((target) => target.address),
              account,
            ),
          }
        : undefined,
    [factory, targets, account],
  );
  const { data, isLoading } = useChainReads(calls);

  return useMemo(() => {
    const parsed = data
      ? parsePairResults({ pairs: targets, results: data, feeOn: isFeeOn(data.feeTo[0]) })
      : undefined;
    // targets are the valid entries themselves, so each finds its answer by identity.
    const parsedByTarget = new Map(targets.map((target, i) => [target, parsed?.[i]]));
    const results = valid.map(
      (entry): PairResult =>
        entry
          ? (parsedByTarget.get(entry) ?? { read: { state: 'LOADING' }, balance: undefined })
          : { read: { state: 'INVALID' }, balance: undefined },
    );
    return {
      reads: results.map((result) => result.read),
      balances: results.map((result) => result.balance),
      isLoading: calls !== undefined && isLoading,
    };
  }, [data, valid, targets, calls, isLoading]);
}

/** One pair's state, the account's LP balance in it and its address. */
export function usePairSnapshot(
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
  account: Address | undefined,
) {
  const pairs = useMemo(() => [[currencyA, currencyB] as const], [currencyA, currencyB]);
  const { reads, balances, isLoading } = usePairSnapshots(pairs, account);
  return { ...reads[0]!, balance: balances[0], isLoading };
}

import { flaskFactoryAbi } from '@flaskswap/contracts';
import type { Currency, Token } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { type Address, type ContractFunctionParameters, zeroAddress } from 'viem';
import { useDeployment } from '@/chain/activeChain.ts';
import { useChainReads } from '@/chain/reads.ts';
import type { PairRead } from '../logic/pairSnapshot.ts';
import { pairAddressOf, pairReadCalls, pairTokens, parsePairResults } from './pairCalls.ts';

export interface PairSnapshotsResult {
  reads: PairRead[];
  /** The account's LP balance per pair (undefined without an account or while loading). */
  balances: (bigint | undefined)[];
  isLoading: boolean;
}

type CurrencyPair = readonly [Currency | undefined, Currency | undefined];

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
  const contracts = useMemo<ContractFunctionParameters[] | undefined>(
    () =>
      factory && targets.length > 0
        ? [
            { address: factory, abi: flaskFactoryAbi, functionName: 'feeTo' },
            ...pairReadCalls(
              targets.map((target) => target.address),
              account,
            ),
          ]
        : undefined,
    [factory, targets, account],
  );
  const { data, isLoading } = useChainReads(contracts);

  return useMemo(() => {
    const results = data as readonly unknown[] | undefined;
    const parsed = results
      ? parsePairResults({
          pairs: targets,
          results: results.slice(1),
          feeOn: typeof results[0] === 'string' && results[0] !== zeroAddress,
          account,
        })
      : undefined;
    const reads: PairRead[] = [];
    const balances: (bigint | undefined)[] = [];
    let next = 0;
    for (const entry of valid) {
      if (!entry) {
        reads.push({ state: 'INVALID' });
        balances.push(undefined);
        continue;
      }
      reads.push(parsed?.reads[next] ?? { state: 'LOADING' });
      balances.push(parsed?.balances[next]);
      next++;
    }
    return { reads, balances, isLoading: contracts !== undefined && isLoading };
  }, [data, valid, targets, account, contracts, isLoading]);
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

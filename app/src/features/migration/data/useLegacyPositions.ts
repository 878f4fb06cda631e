import { flaskFactoryAbi, flaskPairAbi } from '@flaskswap/contracts';
import type { Token } from '@flaskswap/sdk';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { useActiveChain, useDeployment } from '@/chain/activeChain.ts';
import { useChainReads } from '@/chain/reads.ts';
import { pairAddressOf, pairReadCalls } from '@/features/liquidity';
import { useAllTokens, useCommonBases } from '@/features/tokens';
import { candidateCouples, legacyPairAddress } from '../logic/candidates.ts';
import { type HeldPair, type LegacyPosition, legacyPositions } from '../logic/positions.ts';
import { useIndexedCouples } from './useIndexedCouples.ts';

/**
 * The account's positions on the chain's legacy exchange (the manifest's `migration.legacy`): the
 * LP balance of every candidate pair on the slow tick, then the held pairs' reserves, permit
 * domain and allowance beside FlaskSwap's pairs of the same tokens on the fast tick.
 */
export function useLegacyPositions(account: Address | undefined): {
  positions: LegacyPosition[];
  isLoading: boolean;
  /** When the allowances were read (useApproval compares it with the last confirmed approval). */
  readAt: number;
} {
  const { chain } = useActiveChain();
  const deployment = useDeployment();
  const legacy = deployment?.migration?.legacy;
  const migrator = deployment?.contracts.FlaskMigrator;
  const factory = deployment?.contracts.FlaskFactory;
  const allTokens = useAllTokens();
  const bases = useCommonBases();
  const indexed = useIndexedCouples();

  const candidates = useMemo(() => {
    if (!legacy) return [];
    const baseTokens = bases.map((currency) => currency.wrapped);
    return candidateCouples(Object.values(allTokens) as Token[], baseTokens, indexed).map((tokens) => ({
      tokens,
      pair: legacyPairAddress(legacy, tokens),
    }));
  }, [legacy, allTokens, bases, indexed]);

  const balanceCalls = useMemo(
    () =>
      account && candidates.length > 0
        ? candidates.map(
            ({ pair }) => ({ address: pair, abi: flaskPairAbi, functionName: 'balanceOf', args: [account] }) as const,
          )
        : undefined,
    [account, candidates],
  );
  // A pair with no contract yet answers nothing: null, as no balance.
  const balances = useChainReads(balanceCalls, { refresh: 'slow' });

  const held = useMemo((): HeldPair[] => {
    if (!balances.data || !factory) return [];
    return candidates.flatMap(({ tokens, pair }, i) => {
      const balance = balances.data[i];
      return balance ? [{ pair, tokens, balance, flaskPair: pairAddressOf(factory, tokens) }] : [];
    });
  }, [balances.data, candidates, factory]);

  const detailCalls = useMemo(() => {
    if (!account || !migrator || !factory || held.length === 0) return undefined;
    const legacyPairs = held.map((entry) => entry.pair);
    const { reserves, totalSupply, kLast } = pairReadCalls(
      held.map((entry) => entry.flaskPair),
      undefined,
    );
    return {
      legacyReserves: legacyPairs.map(
        (address) => ({ address, abi: flaskPairAbi, functionName: 'getReserves' }) as const,
      ),
      legacySupply: legacyPairs.map(
        (address) => ({ address, abi: flaskPairAbi, functionName: 'totalSupply' }) as const,
      ),
      legacyName: legacyPairs.map((address) => ({ address, abi: flaskPairAbi, functionName: 'name' }) as const),
      legacyDomain: legacyPairs.map(
        (address) => ({ address, abi: flaskPairAbi, functionName: 'DOMAIN_SEPARATOR' }) as const,
      ),
      allowance: legacyPairs.map(
        (address) => ({ address, abi: flaskPairAbi, functionName: 'allowance', args: [account, migrator] }) as const,
      ),
      reserves,
      totalSupply,
      kLast,
      feeTo: [{ address: factory, abi: flaskFactoryAbi, functionName: 'feeTo' }] as const,
    };
  }, [account, migrator, factory, held]);
  const details = useChainReads(detailCalls);

  const positions = useMemo(
    () => (details.data ? legacyPositions(held, details.data, chain.id) : []),
    [details.data, held, chain.id],
  );
  const isLoading =
    Boolean(account && legacy) && (balances.isLoading || (detailCalls !== undefined && details.isLoading));
  return { positions, isLoading, readAt: details.dataUpdatedAt };
}

import { flaskPairAbi } from '@flaskswap/contracts';
import type { Manifest } from '@flaskswap/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Address, erc20Abi } from 'viem';
import { useActiveChain, useDeployment } from '@/chain/activeChain.ts';
import { useBlockClock } from '@/chain/BlockClock.tsx';
import { useChainClient } from '@/chain/client.ts';
import { useConnection } from '@/chain/connection.ts';
import { ifoSection } from '@/chain/ifoSection.ts';
import { useChainReads } from '@/chain/reads.ts';
import { useRecentTransactions } from '@/chain/tx/selectors.ts';
import { safeText, useAllTokens } from '@/features/tokens';
import { useIndexerUrl } from '@/indexer';
import {
  type ApprovalRow,
  approvalRows,
  latestPerPair,
  manifestLpNames,
  pairName,
  sentApprovalEvents,
  type TokenLabel,
} from '../logic/approvalRows.ts';
import { flaskSwapSpenders } from '../logic/spenders.ts';
import { approvalsFromChain, approvalsFromIndexer } from './approvalEvents.ts';

export type ApprovalSource = 'indexer' | 'chain';

/** The manifest with its IFO section: the sales are spenders, their LP currencies tokens with names. */
function useManifestWithSales(): Manifest | undefined {
  const { chain } = useActiveChain();
  const deployment = useDeployment();
  return useMemo(() => deployment && { ...deployment, ifo: ifoSection(chain.id) }, [deployment, chain.id]);
}

/**
 * The token and spender pairs the account ever approved towards FlaskSwap contracts, with their
 * last change: from the indexer, or from the chain's logs when the indexer is unreachable or errs.
 */
function useApprovalCandidates(owner: Address | undefined) {
  const { chain } = useActiveChain();
  const client = useChainClient(chain.id);
  const manifest = useManifestWithSales();
  const indexerUrl = useIndexerUrl();
  const { fastTick } = useBlockClock();
  const spenders = useMemo(() => (manifest ? flaskSwapSpenders(manifest) : []), [manifest]);
  const query = useQuery({
    queryKey: ['approvals', 'events', chain.id, owner, indexerUrl, fastTick],
    enabled: Boolean(owner && client && manifest),
    placeholderData: keepPreviousData,
    retry: 1,
    queryFn: async ({ signal }) => {
      const scope = { owner: owner!, spenders: spenders.map((spender) => spender.address) };
      if (indexerUrl) {
        try {
          return {
            source: 'indexer' as ApprovalSource,
            candidates: await approvalsFromIndexer(indexerUrl, client!, scope, signal),
          };
        } catch (error) {
          console.warn('Approvals: the indexer cannot answer, reading the chain', error);
        }
      }
      const candidates = await approvalsFromChain(client!, { ...scope, startBlock: BigInt(manifest!.startBlock) });
      return { source: 'chain' as ApprovalSource, candidates };
    },
  });
  return { ...query, spenders };
}

export interface Approvals {
  status: 'disconnected' | 'unsupported' | 'loading' | 'error' | 'ready';
  rows: ApprovalRow[];
  source: ApprovalSource | undefined;
}

/**
 * The page's data: each candidate's current allowance, read in one multicall with its token's
 * symbol and decimals (and, for LP tokens, the pair's two tokens). Rows with no allowance left are
 * dropped: figures come from the chain, never from the indexer.
 */
export function useApprovals(): Approvals {
  const { address: owner } = useConnection();
  const manifest = useManifestWithSales();
  const knownTokens = useAllTokens();
  const events = useApprovalCandidates(owner);
  const recent = useRecentTransactions();
  const found = events.data?.candidates;
  const candidates = useMemo(() => found && latestPerPair([...found, ...sentApprovalEvents(recent)]), [found, recent]);

  const tokens = useMemo(() => [...new Set(candidates?.map((candidate) => candidate.token))], [candidates]);
  const calls = useMemo(
    () =>
      owner && candidates?.length
        ? {
            allowances: candidates.map(
              (candidate) =>
                ({
                  address: candidate.token,
                  abi: erc20Abi,
                  functionName: 'allowance',
                  args: [owner, candidate.spender],
                }) as const,
            ),
            symbols: tokens.map((address) => ({ address, abi: erc20Abi, functionName: 'symbol' }) as const),
            decimals: tokens.map((address) => ({ address, abi: erc20Abi, functionName: 'decimals' }) as const),
            token0: tokens.map((address) => ({ address, abi: flaskPairAbi, functionName: 'token0' }) as const),
            token1: tokens.map((address) => ({ address, abi: flaskPairAbi, functionName: 'token1' }) as const),
          }
        : undefined,
    [owner, candidates, tokens],
  );
  const reads = useChainReads(calls, { keepPreviousData: true });

  const rows = useMemo(() => {
    if (!manifest || !candidates || !reads.data) return [];
    const lpNames = manifestLpNames(manifest);
    const manifestSymbols = new Map(
      Object.entries(manifest.tokens).map(([symbol, address]) => [address.toLowerCase(), symbol]),
    );
    const readSymbols = new Map(tokens.map((token, i) => [token.toLowerCase(), reads.data.symbols[i]]));
    const symbolOf = (token: string) =>
      manifestSymbols.get(token.toLowerCase()) ??
      knownTokens[token as Address]?.symbol ??
      safeText(readSymbols.get(token.toLowerCase()), 24);
    const labels = new Map<string, TokenLabel>(
      tokens.map((token, i) => {
        const [token0, token1] = [reads.data.token0[i], reads.data.token1[i]];
        const decimals = reads.data.decimals[i] ?? knownTokens[token]?.decimals;
        const symbol =
          lpNames.get(token.toLowerCase()) ??
          (token0 && token1 ? pairName(symbolOf(token0), symbolOf(token1)) : symbolOf(token));
        return [token.toLowerCase(), { symbol: symbol || '?', decimals }];
      }),
    );
    return approvalRows(
      candidates,
      reads.data.allowances,
      events.spenders,
      (token) => labels.get(token.toLowerCase()) ?? { symbol: '?', decimals: undefined },
    );
  }, [manifest, candidates, tokens, reads.data, knownTokens, events.spenders]);

  const source = events.data?.source;
  if (!owner) return { status: 'disconnected', rows: [], source };
  if (!manifest) return { status: 'unsupported', rows: [], source };
  if ((events.isError && !events.data) || (reads.isError && !reads.data)) return { status: 'error', rows, source };
  if (events.isPending || (candidates?.length && reads.isPending)) return { status: 'loading', rows, source };
  return { status: 'ready', rows, source };
}

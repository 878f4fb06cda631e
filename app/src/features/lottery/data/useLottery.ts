import { useEffect, useMemo, useRef, useState } from 'react';
import type { Address } from 'viem';
import { useDeployment } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
import { useChainReads } from '@/chain/reads.ts';
import {
  decodeAccount,
  decodeMarket,
  type LotteryContracts,
  lotteryReadCalls,
  lotteryWindowIds,
} from './lotteryReads.ts';
import type { LotteryAccount, LotteryMarket, LotteryPageStatus } from './types.ts';

/** The lottery and FLASK on the active chain, from the manifest. */
export function useLotteryContracts(): LotteryContracts | undefined {
  const deployment = useDeployment();
  const lottery = deployment?.contracts.FlaskLottery as Address | undefined;
  const flask = deployment?.tokens.FLASK as Address | undefined;
  return useMemo(() => (lottery ? { lottery, flask } : undefined), [lottery, flask]);
}

export interface LotteryState {
  status: LotteryPageStatus;
  contracts: LotteryContracts | undefined;
  market: LotteryMarket | undefined;
  /** Undefined without a wallet or until the account's reads arrived. */
  account: LotteryAccount | undefined;
  /** When the market was read (Date.now()): the countdown runs on from the chain time it saw. */
  readAt: number;
}

/**
 * The /lottery page's data: ONE multicall per tick (SPEC.md §7). Which ids it reads comes from
 * the previous answer's current id (the latest 3) plus the finished round on screen, so the first
 * read only learns the current id.
 */
export function useLottery(viewedId: bigint | undefined): LotteryState {
  const contracts = useLotteryContracts();
  const { address } = useConnection();
  const [knownCurrentId, setKnownCurrentId] = useState<bigint>();
  const ids = useMemo(() => lotteryWindowIds(knownCurrentId, viewedId), [knownCurrentId, viewedId]);
  const calls = useMemo(
    () => (contracts ? lotteryReadCalls(contracts, ids, address) : undefined),
    [contracts, ids, address],
  );
  const { data, isPlaceholderData, dataUpdatedAt, isError } = useChainReads(calls, { keepPreviousData: true });

  const currentId = data?.settings[0] ?? undefined;
  useEffect(() => {
    if (currentId !== undefined && currentId !== null) setKnownCurrentId(currentId);
  }, [currentId]);

  // While a changed id set loads, the previous answer (built for other ids) stays on screen.
  const shown = useRef<{ market: LotteryMarket; account: LotteryAccount | undefined }>(undefined);
  const fresh = useMemo(() => {
    if (!data || isPlaceholderData) return undefined;
    return { market: decodeMarket(data, ids), account: address ? decodeAccount(data, ids, address) : undefined };
  }, [data, isPlaceholderData, ids, address]);
  if (fresh) shown.current = fresh;
  const market = shown.current?.market;
  const account = address && shown.current?.account?.address === address ? shown.current.account : undefined;
  // SPEC.md §8: a read that fails altogether shows placeholders, like a current id that failed.
  const fallbackMarket = useMemo<LotteryMarket | undefined>(
    () =>
      isError && !data
        ? {
            currentId: null,
            maxTicketsPerBuyOrClaim: null,
            rounds: new Map(),
            chainTime: BigInt(Math.floor(Date.now() / 1000)),
          }
        : undefined,
    [isError, data],
  );
  const status: LotteryPageStatus = !contracts ? 'missing' : market || fallbackMarket ? 'live' : 'initial';
  return { status, contracts, market: market ?? fallbackMarket, account, readAt: dataUpdatedAt };
}

import { flaskFarmAuctionAbi } from '@flaskswap/contracts';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { useDeployment } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
import { useChainReads } from '@/chain/reads.ts';
import type { AuctionBidder } from '../logic/bidders.ts';
import type { Auction, AuctionAccount, AuctionBid } from '../logic/types.ts';
import { auctionReadCalls, decodeAccount, decodeAuctions, decodeLatestBids } from './auctionReads.ts';

const NO_BIDDERS: readonly AuctionBidder[] = [];

export interface AuctionState {
  /** 'missing': the chain's manifest has no auction contract. */
  status: 'missing' | 'loading' | 'ready' | 'error';
  /** The auction contract and FLASK, from the manifest. */
  contract: { auction: Address; flask: Address } | undefined;
  /** Every auction whose reads answered, newest first. */
  auctions: Auction[];
  /** The newest auction's bids in bid order. */
  latestBids: AuctionBid[] | undefined;
  /** Undefined without a wallet or until the account's reads arrived. */
  account: AuctionAccount | undefined;
  bidders: readonly AuctionBidder[];
  /** The block the answers were read at. */
  currentBlock: bigint | undefined;
  /** When they were read (Date.now()): an approval confirmed later makes the allowance stale. */
  readAt: number;
}

/**
 * The auction page's data: how many auctions exist, then every auction, the newest one's bids and
 * the account, in one multicall per tick.
 */
export function useAuction(): AuctionState {
  const deployment = useDeployment();
  const { address } = useConnection();
  const auctionAddress = deployment?.auction?.address as Address | undefined;
  const flask = deployment?.tokens.FLASK as Address | undefined;
  const contract = auctionAddress && flask ? { auction: auctionAddress, flask } : undefined;

  const latest = useChainReads(
    auctionAddress
      ? ([{ address: auctionAddress, abi: flaskFarmAuctionAbi, functionName: 'currentAuctionId' }] as const)
      : undefined,
    { keepPreviousData: true },
  );
  const latestId = latest.data?.[0] ?? undefined;
  const calls = useMemo(
    () =>
      auctionAddress && flask && latestId != null
        ? auctionReadCalls({ auction: auctionAddress, flask, latestId, account: address })
        : undefined,
    [auctionAddress, flask, latestId, address],
  );
  const { data, isError, isPlaceholderData, blockNumber, dataUpdatedAt } = useChainReads(calls, {
    keepPreviousData: true,
  });

  const ready = data && latestId != null;
  const auctions = useMemo(() => (ready ? decodeAuctions(data, latestId) : []), [ready, data, latestId]);
  const latestBids = useMemo(() => (data ? decodeLatestBids(data) : undefined), [data]);
  // A previous answer kept on screen may belong to another account.
  const account = useMemo(
    () => (ready && address && !isPlaceholderData ? decodeAccount(data, latestId, address) : undefined),
    [ready, data, latestId, address, isPlaceholderData],
  );
  const status = !contract
    ? 'missing'
    : latestId === 0n || ready
      ? 'ready'
      : isError || latest.isError
        ? 'error'
        : 'loading';
  return {
    status,
    contract,
    auctions,
    latestBids,
    account,
    bidders: deployment?.auction?.bidders ?? NO_BIDDERS,
    currentBlock: blockNumber ?? latest.blockNumber,
    readAt: dataUpdatedAt,
  };
}

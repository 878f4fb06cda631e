// The auction page's multicall: every auction's terms and winners, the current auction's bids and,
// with a wallet, the account's whitelisting, FLASK and positions; and the decoders of the answers.

import { flaskFarmAuctionAbi } from '@flaskswap/contracts';
import { type Address, erc20Abi } from 'viem';
import type { ChainReadsData } from '@/chain/reads.ts';
import type { Auction, AuctionAccount, AuctionBid, AuctionPosition, AuctionStatus } from '../logic/types.ts';

/** One page of bids: far more bidders than a whitelist of projects holds. */
export const BIDS_PAGE_SIZE = 500n;

const STATUSES: readonly AuctionStatus[] = ['pending', 'open', 'closed'];

export interface AuctionReadTargets {
  auction: Address;
  flask: Address;
  /** currentAuctionId(): auctions 1..latest exist. */
  latestId: bigint;
  account: Address | undefined;
}

/** Auction ids, newest first. */
export function auctionIds(latestId: bigint): bigint[] {
  const ids: bigint[] = [];
  for (let id = latestId; id >= 1n; id--) ids.push(id);
  return ids;
}

export function auctionReadCalls({ auction, flask, latestId, account }: AuctionReadTargets) {
  const contract = { address: auction, abi: flaskFarmAuctionAbi } as const;
  const ids = auctionIds(latestId);
  return {
    auctions: ids.map((id) => ({ ...contract, functionName: 'auctions', args: [id] }) as const),
    winners: ids.map((id) => ({ ...contract, functionName: 'viewWinners', args: [id] }) as const),
    latestBids:
      latestId > 0n
        ? ([{ ...contract, functionName: 'viewBidsPerAuction', args: [latestId, 0n, BIDS_PAGE_SIZE] }] as const)
        : [],
    whitelisted: account ? ([{ ...contract, functionName: 'isWhitelisted', args: [account] }] as const) : [],
    positions: account ? ids.map((id) => ({ ...contract, functionName: 'bidOf', args: [id, account] }) as const) : [],
    claimable: account
      ? ids.map((id) => ({ ...contract, functionName: 'claimable', args: [id, account] }) as const)
      : [],
    flask: account
      ? ([
          { address: flask, abi: erc20Abi, functionName: 'balanceOf', args: [account] },
          { address: flask, abi: erc20Abi, functionName: 'allowance', args: [account, auction] },
        ] as const)
      : [],
  };
}

export type AuctionReads = ChainReadsData<ReturnType<typeof auctionReadCalls>>;

/** The auctions whose reads answered, newest first (SPEC.md §8: no invented figures). */
export function decodeAuctions(reads: AuctionReads, latestId: bigint): Auction[] {
  const decoded: Auction[] = [];
  auctionIds(latestId).forEach((id, i) => {
    const terms = reads.auctions[i];
    const winners = reads.winners[i];
    if (!terms || !winners) return;
    const [
      status,
      startBlock,
      endBlock,
      initialBidAmount,
      bidIncrement,
      leaderboard,
      totalBids,
      maxBidders,
      bidders,
      ranked,
    ] = terms;
    decoded.push({
      id,
      status: STATUSES[status] ?? 'closed',
      startBlock,
      endBlock,
      initialBidAmount,
      bidIncrement,
      leaderboard: Number(leaderboard),
      totalBids,
      maxBidders: Number(maxBidders),
      bidders: Number(bidders),
      ranked: Number(ranked),
      winners: [...winners],
    });
  });
  return decoded;
}

/** The latest auction's bids in bid order; undefined while unread. */
export function decodeLatestBids(reads: AuctionReads): AuctionBid[] | undefined {
  const answer = reads.latestBids[0];
  if (!answer) return undefined;
  const [accounts, amounts] = answer;
  return accounts.map((account, i) => ({ account, amount: amounts[i] ?? 0n }));
}

/** The account's reads; a failed position read counts as no bid (SPEC.md §8: empty user data). */
export function decodeAccount(reads: AuctionReads, latestId: bigint, address: Address): AuctionAccount {
  const positions = new Map<string, AuctionPosition>();
  auctionIds(latestId).forEach((id, i) => {
    const position = reads.positions[i];
    positions.set(id.toString(), {
      amount: position?.[0] ?? 0n,
      claimed: position?.[1] ?? false,
      won: position?.[2] ?? false,
      claimable: reads.claimable[i] ?? false,
    });
  });
  const [balance, allowance] = reads.flask;
  return {
    address,
    isWhitelisted: reads.whitelisted[0] ?? false,
    flaskBalance: balance ?? 0n,
    flaskAllowance: allowance ?? 0n,
    positions,
  };
}

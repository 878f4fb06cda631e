// What an auction's schedule and bids mean for the page: its phase and the ranked bids (the
// contract's rules themselves are the sdk's: auctionWinners, validateBid, nextValidBid).
import { auctionWinners } from '@flaskswap/sdk';
import type { Auction, AuctionBid } from './types.ts';

/**
 * As the pools' countdown counts: 'coming' before the start block, 'live' until the end block (a
 * bid sent now lands in the next block, still ≤ endBlock as the contract requires), 'ended' until
 * the admin closes it, 'closed' once the winners are set.
 */
export type AuctionPhase = 'coming' | 'live' | 'ended' | 'closed';

export function auctionPhase(
  auction: Pick<Auction, 'status' | 'startBlock' | 'endBlock'>,
  block: bigint,
): AuctionPhase {
  if (auction.status === 'closed') return 'closed';
  if (block < auction.startBlock) return 'coming';
  if (block < auction.endBlock) return 'live';
  return 'ended';
}

export interface RankedBid extends AuctionBid {
  /** 1 = the highest total. */
  rank: number;
  /** Inside the top `leaderboard` places: would win if the auction closed now. */
  winning: boolean;
}

/**
 * The bids by total, highest first, in the order the contract picks winners at close (equal
 * totals: the earlier first bid first); `bids` are in bid order, as `viewBidsPerAuction` lists them.
 */
export function rankBids(bids: readonly AuctionBid[], leaderboard: number): RankedBid[] {
  const order = auctionWinners(
    bids.map((bid, firstBidIndex) => ({ account: bid.account, amount: bid.amount, firstBidIndex })),
    bids.length,
  );
  const byAccount = new Map(bids.map((bid) => [bid.account, bid]));
  return order.flatMap((account, i) => {
    const bid = byAccount.get(account as AuctionBid['account']);
    return bid ? [{ ...bid, rank: i + 1, winning: i < leaderboard }] : [];
  });
}

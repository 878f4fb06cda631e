import type { Address } from 'viem';

/** The contract's status: 0 pending (before startBlock), 1 open (started, not closed yet), 2 closed. */
export type AuctionStatus = 'pending' | 'open' | 'closed';

/** One auction as `auctions(id)` and `viewWinners(id)` report it. */
export interface Auction {
  id: bigint;
  status: AuctionStatus;
  startBlock: bigint;
  endBlock: bigint;
  /** A bidder's first bid is at least this much FLASK. */
  initialBidAmount: bigint;
  /** Every bid is a multiple of this much FLASK. */
  bidIncrement: bigint;
  /** How many of the top bidders win a farm. */
  leaderboard: number;
  /** FLASK bid by everyone. */
  totalBids: bigint;
  /** Most accounts that may bid, accounts that did, and how many of them the paged close ranked. */
  maxBidders: number;
  bidders: number;
  ranked: number;
  /** Set once the auction is closed. */
  winners: Address[];
}

/** A bidder's total in an auction, as `viewBidsPerAuction` lists it (bid order). */
export interface AuctionBid {
  account: Address;
  amount: bigint;
}

/** The account's position in one auction (`bidOf` and `claimable`). */
export interface AuctionPosition {
  amount: bigint;
  claimed: boolean;
  won: boolean;
  claimable: boolean;
}

export interface AuctionAccount {
  address: Address;
  isWhitelisted: boolean;
  flaskBalance: bigint;
  flaskAllowance: bigint;
  /** By auction id (decimal string). */
  positions: Map<string, AuctionPosition>;
}

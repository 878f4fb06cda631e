// The rules of FlaskFarmAuction (contracts/src/auction), so the app checks a bid before the wallet
// opens and shows who would win if the auction closed now.
import { DISPLAY_PRECISION, formatAmount } from '../format/amount.ts';

/** The contract's CLOSE_GRACE_BLOCKS: after `endBlock` plus these, anyone may close the auction. */
export const AUCTION_CLOSE_GRACE_BLOCKS = 1_200n;
/** Bidders one closeAuction(bidLimit) call ranks: well under a block's gas (about 1M gas for 250). */
export const AUCTION_CLOSE_PAGE_BIDDERS = 250n;
/** Bidders a devnet auction takes at most (the contract's MAX_BIDDERS is 1,000). */
export const AUCTION_DEFAULT_MAX_BIDDERS = 200n;

/** The first block from which anyone (not only the owner) may close an auction ending at `endBlock`. */
export function auctionPublicCloseBlock(endBlock: bigint): bigint {
  return endBlock + AUCTION_CLOSE_GRACE_BLOCKS + 1n;
}

/** FLASK's decimals: bids are FLASK. */
const FLASK_DECIMALS = 18;

/** A bidder's total in one auction; `firstBidIndex` orders their first bids (the contract's bid order). */
export interface AuctionBidTotal {
  account: string;
  amount: bigint;
  firstBidIndex: number;
}

/**
 * The `leaderboard` highest totals, highest first: the contract's winners at close. Equal totals
 * go to the earlier first bid.
 */
export function auctionWinners(bids: readonly AuctionBidTotal[], leaderboard: number): string[] {
  return [...bids]
    .filter((bid) => bid.amount > 0n)
    .sort((a, b) => (a.amount === b.amount ? a.firstBidIndex - b.firstBidIndex : a.amount > b.amount ? -1 : 1))
    .slice(0, Math.max(leaderboard, 0))
    .map((bid) => bid.account);
}

/**
 * The smallest amount a bidder with `currentTotal` may add: one increment once they have bid,
 * else the first multiple of the increment that reaches the initial amount.
 */
export function nextValidBid(currentTotal: bigint, initialBidAmount: bigint, bidIncrement: bigint): bigint {
  if (bidIncrement <= 0n) throw new Error('bidIncrement must be positive');
  if (currentTotal > 0n) return bidIncrement;
  if (initialBidAmount <= bidIncrement) return bidIncrement;
  const remainder = initialBidAmount % bidIncrement;
  return remainder === 0n ? initialBidAmount : initialBidAmount + bidIncrement - remainder;
}

/** Exact (every significant digit): a rule's amount must not be rounded. */
const flask = (raw: bigint) => formatAmount(raw, FLASK_DECIMALS, DISPLAY_PRECISION.maxDecimals);

/** The texts validateBid returns (English, with their values): the app translates each one. */
export const auctionBidMessages = {
  enterAmount: 'Enter an amount',
  tooLow: (minimum: bigint) => `Your first bid must be at least ${flask(minimum)} FLASK`,
  notMultiple: (increment: bigint) => `Bids must be a multiple of ${flask(increment)} FLASK`,
  insufficientBalance: 'Insufficient FLASK balance',
} as const;

export interface BidContext {
  /** The bidder's total so far in this auction (0 before their first bid). */
  currentTotal: bigint;
  initialBidAmount: bigint;
  bidIncrement: bigint;
  /** The bidder's FLASK balance; unchecked when undefined. */
  balance?: bigint;
}

/**
 * Why the contract would refuse adding `amount` to the bid (or the balance could not pay it), or
 * undefined when it would take it. `bidIncrement` is positive, as the contract requires.
 */
export function validateBid(amount: bigint | undefined, context: BidContext): string | undefined {
  const { currentTotal, initialBidAmount, bidIncrement, balance } = context;
  if (amount === undefined || amount <= 0n) return auctionBidMessages.enterAmount;
  if (currentTotal === 0n && amount < initialBidAmount) {
    return auctionBidMessages.tooLow(nextValidBid(0n, initialBidAmount, bidIncrement));
  }
  if (amount % bidIncrement !== 0n) return auctionBidMessages.notMultiple(bidIncrement);
  if (balance !== undefined && amount > balance) return auctionBidMessages.insufficientBalance;
  return undefined;
}

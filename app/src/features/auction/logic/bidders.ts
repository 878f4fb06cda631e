import type { ManifestAuctionBidder } from '@flaskswap/sdk';
import type { Address } from 'viem';

/** A whitelisted project as the manifest's `auction.bidders` describes it (project data the chain does not hold). */
export type AuctionBidder = ManifestAuctionBidder;

/** The manifest entry of a bidder, if any. */
export function findBidder(bidders: readonly AuctionBidder[], account: Address): AuctionBidder | undefined {
  const key = account.toLowerCase();
  return bidders.find((bidder) => bidder.address.toLowerCase() === key);
}

/** The project's site, only when it is an https URL (the manifest checks it too; a link is never trusted blindly). */
export function safeProjectUrl(url: string): string | undefined {
  try {
    return new URL(url).protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

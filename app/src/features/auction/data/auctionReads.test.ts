import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { type AuctionReads, auctionIds, auctionReadCalls, decodeAccount, decodeAuctions } from './auctionReads.ts';

const AUCTION = '0x00000000000000000000000000000000000000a1' as Address;
const FLASK = '0x00000000000000000000000000000000000000f1' as Address;
const ME = '0x00000000000000000000000000000000000000e1' as Address;
const WINNER = '0x00000000000000000000000000000000000000b1' as Address;

const terms = (status: number) => [status, 100n, 200n, 10n, 1n, 2n, 50n, 20n, 3n, 0n] as const;

describe('auctionReadCalls', () => {
  it('reads every auction newest first, the newest one’s bids, and the account only with a wallet', () => {
    expect(auctionIds(3n)).toEqual([3n, 2n, 1n]);
    const withWallet = auctionReadCalls({ auction: AUCTION, flask: FLASK, latestId: 2n, account: ME });
    expect(withWallet.auctions.map((call) => call.args)).toEqual([[2n], [1n]]);
    expect(withWallet.latestBids[0]?.args).toEqual([2n, 0n, 500n]);
    expect(withWallet.positions).toHaveLength(2);
    const without = auctionReadCalls({ auction: AUCTION, flask: FLASK, latestId: 2n, account: undefined });
    expect([without.whitelisted, without.positions, without.claimable, without.flask]).toEqual([[], [], [], []]);
    expect(auctionReadCalls({ auction: AUCTION, flask: FLASK, latestId: 0n, account: ME }).latestBids).toEqual([]);
  });
});

describe('decodeAuctions / decodeAccount', () => {
  const reads = {
    auctions: [terms(1), null],
    winners: [[], [WINNER]],
    latestBids: [[[ME], [12n], 1n]],
    whitelisted: [true],
    positions: [[12n, false, false], null],
    claimable: [false, null],
    flask: [88n, null],
  } as unknown as AuctionReads;

  it('decodes the status and terms, and leaves out an auction whose reads failed', () => {
    const auctions = decodeAuctions(reads, 2n);
    expect(auctions).toEqual([
      {
        id: 2n,
        status: 'open',
        startBlock: 100n,
        endBlock: 200n,
        initialBidAmount: 10n,
        bidIncrement: 1n,
        leaderboard: 2,
        totalBids: 50n,
        maxBidders: 20,
        bidders: 3,
        ranked: 0,
        winners: [],
      },
    ]);
  });

  it('counts a failed account read as no bid and no allowance', () => {
    const account = decodeAccount(reads, 2n, ME);
    expect(account.isWhitelisted).toBe(true);
    expect(account.flaskBalance).toBe(88n);
    expect(account.flaskAllowance).toBe(0n);
    expect(account.positions.get('2')).toEqual({ amount: 12n, claimed: false, won: false, claimable: false });
    expect(account.positions.get('1')).toEqual({ amount: 0n, claimed: false, won: false, claimable: false });
  });
});

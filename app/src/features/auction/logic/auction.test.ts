import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { auctionPhase, rankBids } from './auction.ts';
import { findBidder, safeProjectUrl } from './bidders.ts';

const A = '0x00000000000000000000000000000000000000aa' as Address;
const B = '0x00000000000000000000000000000000000000bb' as Address;
const C = '0x00000000000000000000000000000000000000cc' as Address;

describe('auctionPhase', () => {
  const auction = { status: 'open' as const, startBlock: 100n, endBlock: 200n };
  it.each([
    [99n, 'coming'],
    [100n, 'live'],
    [199n, 'live'],
    [200n, 'ended'],
    [500n, 'ended'],
  ] as const)('at block %s: %s', (block, phase) => {
    expect(auctionPhase(auction, block)).toBe(phase);
  });
  it('is closed once the contract says so, whatever the block', () => {
    expect(auctionPhase({ ...auction, status: 'closed' }, 150n)).toBe('closed');
  });
});

describe('rankBids', () => {
  it('orders by total, equal totals by first bid, and marks the top places as winning', () => {
    const ranked = rankBids(
      [
        { account: A, amount: 10n },
        { account: B, amount: 30n },
        { account: C, amount: 10n },
      ],
      2,
    );
    expect(ranked.map((bid) => [bid.account, bid.rank, bid.winning])).toEqual([
      [B, 1, true],
      [A, 2, true],
      [C, 3, false],
    ]);
  });
  it('gives nothing for no bids', () => {
    expect(rankBids([], 3)).toEqual([]);
  });
});

describe('bidders', () => {
  const bidders = [
    { address: A, name: 'Alpha', projectUrl: 'https://alpha.example', token: 'ALP', lpAddress: B, farmPid: null },
  ];
  it('finds a bidder whatever the address case', () => {
    expect(findBidder(bidders, A.toUpperCase().replace('0X', '0x') as Address)?.name).toBe('Alpha');
    expect(findBidder(bidders, C)).toBeUndefined();
  });
  it('links only https project sites', () => {
    expect(safeProjectUrl('https://alpha.example/x')).toBe('https://alpha.example/x');
    expect(safeProjectUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeProjectUrl('http://alpha.example')).toBeUndefined();
    expect(safeProjectUrl('not a url')).toBeUndefined();
  });
});

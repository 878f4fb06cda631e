import type { Manifest } from '@flaskswap/sdk';
import { type Address, type Hex, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { msg } from '@/i18n/message.ts';
import {
  type ApprovalEvent,
  approvalRows,
  latestPerPair,
  manifestLpNames,
  pairName,
  sentApprovalEvents,
} from './approvalRows.ts';
import type { Spender } from './spenders.ts';

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hex;
const event = (token: number, spender: number, block: number, logIndex = 0): ApprovalEvent => ({
  token: address(token),
  spender: address(spender),
  blockNumber: BigInt(block),
  timestamp: block * 3,
  transactionHash: hash(block * 100 + logIndex),
  logIndex,
});

describe('latestPerPair', () => {
  it('keeps the newest event of each token and spender, newest first', () => {
    const latest = latestPerPair([event(1, 10, 5), event(1, 10, 9), event(2, 10, 7), event(1, 11, 3)]);
    expect(latest.map((e) => [e.token, e.spender, e.blockNumber])).toEqual([
      [address(1), address(10), 9n],
      [address(2), address(10), 7n],
      [address(1), address(11), 3n],
    ]);
  });

  it('orders events of one block by their log index, and matches addresses in any case', () => {
    const upper = { ...event(1, 10, 4, 2), token: address(1).toUpperCase().replace('0X', '0x') as Address };
    const [latest] = latestPerPair([event(1, 10, 4, 1), upper]);
    expect(latest?.logIndex).toBe(2);
    expect(latestPerPair([event(1, 10, 4, 1), upper])).toHaveLength(1);
  });
});

describe('approvalRows', () => {
  const spenders: Spender[] = [
    { address: address(10), label: msg('Router') },
    { address: address(11), label: msg('Farms') },
  ];
  const label = (token: Address) => ({ symbol: token === address(1) ? 'FLASK' : 'BUSD', decimals: 18 });

  it('shows only allowances the chain reads above zero, to known spenders', () => {
    const candidates = [event(1, 10, 9), event(2, 10, 8), event(1, 11, 7), event(2, 12, 6), event(2, 11, 5)];
    const rows = approvalRows(candidates, [maxUint256, 0n, 1500n, 99n, null], spenders, label);
    expect(rows.map((row) => [row.tokenLabel.symbol, row.spender.label, row.allowance])).toEqual([
      ['FLASK', 'Router', maxUint256],
      ['FLASK', 'Farms', 1500n],
    ]);
  });

  it('marks allowances from 2^255 up as unlimited', () => {
    const rows = approvalRows([event(1, 10, 9), event(2, 10, 8)], [2n ** 255n, 2n ** 255n - 1n], spenders, label);
    expect(rows.map((row) => row.unlimited)).toEqual([true, false]);
  });

  it('keeps the last change of each row', () => {
    const [row] = approvalRows([event(1, 10, 9)], [5n], spenders, label);
    expect(row?.lastChange).toMatchObject({ blockNumber: 9n, timestamp: 27, transactionHash: hash(900) });
  });
});

describe('LP names', () => {
  it('uses the manifest name of a listed pair', () => {
    const manifest = {
      farms: [{ lpAddress: address(40), lpSymbol: 'FLASK-BUSD LP' }],
      pricePairs: [{ lpAddress: address(41), lpSymbol: 'LINK-ETH LP' }],
    } as unknown as Manifest;
    const names = manifestLpNames(manifest);
    expect(names.get(address(40))).toBe('FLASK-BUSD LP');
    expect(names.get(address(41))).toBe('LINK-ETH LP');
  });

  it('names another pair by its tokens, the wrapped native token as BNB', () => {
    expect(pairName('CAKE', 'WBNB')).toBe('CAKE-BNB LP');
    expect(pairName('USDT', 'BUSD')).toBe('USDT-BUSD LP');
  });
});

describe('sentApprovalEvents', () => {
  it('turns confirmed approvals from the transaction store into events, newer than an older indexed one', () => {
    const sent = sentApprovalEvents([
      {
        hash: hash(1),
        approval: { tokenAddress: address(1), spender: address(10) },
        confirmedTime: 1_700_000_000_500,
        receipt: { blockNumber: 12, status: 1 },
      },
      { hash: hash(2), approval: { tokenAddress: address(2), spender: address(10) } },
      {
        hash: hash(3),
        approval: { tokenAddress: address(3), spender: address(10) },
        receipt: { blockNumber: 13, status: 0 },
      },
      { hash: hash(4), receipt: { blockNumber: 14, status: 1 } },
    ]);
    expect(sent).toEqual([
      { token: address(1), spender: address(10), blockNumber: 12n, timestamp: 1_700_000_000, transactionHash: hash(1) },
    ]);
    const [latest] = latestPerPair([event(1, 10, 9), ...sent]);
    expect(latest?.transactionHash).toBe(hash(1));
  });
});

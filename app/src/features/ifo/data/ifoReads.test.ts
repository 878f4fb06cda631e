import type { ManifestIfoSale } from '@flaskswap/sdk';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeAccount, decodeSales, type IfoReads, ifoReadCalls } from './ifoReads.ts';

const pool = { saleAmount: '100', raiseAmount: '10', cakeToBurn: '0', distributionRatio: 0.5 };
const sale = (id: string, version: 1 | 2, address: Address): ManifestIfoSale => ({
  id,
  name: id,
  address,
  isActive: id === 'live',
  version,
  currency: { symbol: 'FLASK-BNB LP', address: '0x00000000000000000000000000000000000000aa' },
  token: { symbol: 'TOK', address: '0x00000000000000000000000000000000000000bb', decimals: 18 },
  releaseBlockNumber: 0,
  campaignId: 0,
  articleUrl: 'https://example.com',
  tokenOfferingPrice: null,
  ...(version === 2 ? { poolBasic: pool, poolUnlimited: pool } : { poolUnlimited: { ...pool, distributionRatio: 1 } }),
});
const sales = [
  sale('live', 2, '0x0000000000000000000000000000000000000001'),
  sale('old', 1, '0x0000000000000000000000000000000000000002'),
];
const account = '0x00000000000000000000000000000000000000cc' as Address;

function reads(overrides: Partial<IfoReads> = {}): IfoReads {
  return {
    startBlocks: [10n, 1n],
    endBlocks: [20n, 5n],
    releaseBlocks: [20n, 5n],
    thresholdPoints: [1n, 0n],
    numberPoints: [50n, 0n],
    v1Totals: [7n],
    v1Offering: [70n],
    v1Raising: [5n],
    v2Basic: [[1n, 2n, 3n, false, 4n, 0n]],
    v2Unlimited: [[5n, 6n, 0n, true, 7n, 0n]],
    v1Users: [[3n, true]],
    v2Users: [
      [
        [1n, 2n],
        [false, true],
      ],
    ],
    profile: [[1n, 0n, 1n, account, 1n, true]],
    lp: [9n, 8n],
    ...overrides,
  };
}

describe('IFO reads', () => {
  it('reads the account only with a wallet, the LP of the active sale only', () => {
    const calls = ifoReadCalls({ sales, activeSale: sales[0], profile: account, account: undefined });
    expect(calls.v2Users).toEqual([]);
    expect(calls.lp).toEqual([]);
    const withAccount = ifoReadCalls({ sales, activeSale: sales[0], profile: account, account });
    expect(withAccount.v1Users).toHaveLength(1);
    expect(withAccount.v2Users[0]?.args).toEqual([account, [0, 1]]);
    expect(withAccount.lp[1]?.args).toEqual([account, sales[0]!.address]);
  });

  it('decodes both versions in manifest order: basic then unlimited, one pool for version 1', () => {
    const [live, old] = decodeSales(reads(), sales);
    expect(
      live?.pools.map((p) => [p.kind, p.pid, p.raisingAmount, p.offeringAmount, p.limitPerUser, p.totalAmount]),
    ).toEqual([
      ['basic', 0, 1n, 2n, 3n, 4n],
      ['unlimited', 1, 5n, 6n, 0n, 7n],
    ]);
    expect(live?.pools[1]?.hasTax).toBe(true);
    expect(old?.pools).toHaveLength(1);
    expect(old?.pools[0]).toMatchObject({ kind: 'unlimited', pid: undefined, totalAmount: 7n, hasTax: false });
  });

  it('leaves out a sale whose reads failed', () => {
    expect(decodeSales(reads({ v2Basic: [null] }), sales).map((s) => s.config.id)).toEqual(['old']);
    expect(decodeSales(reads({ endBlocks: [20n, null] }), sales).map((s) => s.config.id)).toEqual(['live']);
  });

  it("decodes the account's positions, profile and LP; failed reads are empty", () => {
    const decoded = decodeAccount(reads(), sales, account);
    expect(decoded.positions.get('live')).toEqual([
      { amount: 1n, claimed: false },
      { amount: 2n, claimed: true },
    ]);
    expect(decoded.positions.get('old')).toEqual([{ amount: 3n, claimed: true }]);
    expect(decoded).toMatchObject({ hasProfile: true, hasActiveProfile: true, lpBalance: 9n, lpAllowance: 8n });
    const failed = decodeAccount(reads({ v2Users: [null], profile: [null], lp: [null, null] }), sales, account);
    expect(failed.positions.get('live')).toEqual([
      { amount: 0n, claimed: false },
      { amount: 0n, claimed: false },
    ]);
    expect(failed).toMatchObject({ hasProfile: false, hasActiveProfile: false, lpBalance: 0n });
  });
});

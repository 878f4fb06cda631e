import { parseManifest } from '@flaskswap/sdk/manifest';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { resolveYieldLayout } from './layout.ts';

const address = (n: number) => getAddress(`0x${n.toString(16).padStart(40, '0')}`);

const manifest = parseManifest({
  chainId: 31337,
  contracts: { MasterChef: address(1), FlaskVault: address(2) },
  tokens: { FLASK: address(10), WBNB: address(11), BUSD: address(12), ETH: address(13), LINK: address(14) },
  startBlock: 0,
  farms: [
    { pid: 1, lpSymbol: 'FLASK-BNB LP', lpAddress: address(20), token: 'FLASK', quoteToken: 'WBNB' },
    { pid: 2, lpSymbol: 'ETH-BUSD LP', lpAddress: address(21), token: 'ETH', quoteToken: 'BUSD', isDual: true },
  ],
  pricePairs: [{ lpSymbol: 'LINK-ETH LP', lpAddress: address(22), token: 'LINK', quoteToken: 'ETH' }],
  pools: [
    {
      sousId: 1,
      address: address(30),
      stakingToken: 'FLASK',
      earningToken: 'LINK',
      category: 'Community',
      projectLink: 'https://chain.link',
    },
    {
      sousId: 2,
      address: address(31),
      stakingToken: 'BNB',
      earningToken: 'ETH',
      category: 'Binance',
      projectLink: 'https://ethereum.org',
    },
  ],
});

describe('resolveYieldLayout', () => {
  it('lists the manifest farms, then its price-only pairs', () => {
    const layout = resolveYieldLayout(manifest)!;
    expect(layout.pairs.map((pair) => [pair.pid, pair.lpSymbol, pair.lpAddress])).toEqual([
      [1, 'FLASK-BNB LP', address(20)],
      [2, 'ETH-BUSD LP', address(21)],
      [null, 'LINK-ETH LP', address(22)],
    ]);
    expect(layout.pairs[0]!.quoteToken).toEqual({ symbol: 'BNB', address: address(11), isNative: false });
    expect(layout.pairs.map((pair) => pair.isDual)).toEqual([false, true, false]);
  });

  it('takes pools with their category and link from the manifest; BNB pools stake the coin', () => {
    const layout = resolveYieldLayout(manifest)!;
    expect(layout.pools.map((pool) => [pool.sousId, pool.address, pool.category, pool.projectLink])).toEqual([
      [1, address(30), 'Community', 'https://chain.link'],
      [2, address(31), 'Binance', 'https://ethereum.org'],
    ]);
    expect(layout.pools[1]!.stakingToken).toEqual({ symbol: 'BNB', address: address(11), isNative: true });
  });

  it('reads every ERC-20 once and knows the chef, vault and dollar anchor', () => {
    const layout = resolveYieldLayout(manifest)!;
    expect([...layout.tokens].sort()).toEqual([10, 11, 12, 13, 14].map(address).sort());
    expect(layout).toMatchObject({ chef: address(1), vault: address(2), busd: address(12), wbnb: address(11) });
  });

  it('has no layout without a MasterChef, and no farms or pools where the manifest lists none', () => {
    expect(resolveYieldLayout({ ...manifest, contracts: {} })).toBeUndefined();
    const bare = resolveYieldLayout({ ...manifest, farms: undefined, pricePairs: undefined, pools: undefined })!;
    expect(bare.pairs).toEqual([]);
    expect(bare.pools).toEqual([]);
  });
});

import type { Manifest } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { flaskSwapSpenders } from './spenders.ts';

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

const manifest = {
  chainId: 31337,
  startBlock: 0,
  tokens: { FLASK: address(1), BUSD: address(2) },
  contracts: {
    FlaskRouter: address(10),
    MasterChef: address(11),
    FlaskVault: address(12),
    FlaskLottery: address(13),
    FlaskFactory: address(14),
    FlaskFarmAuction: address(15),
  },
  pools: [{ sousId: 1, address: address(20), stakingToken: 'FLASK', earningToken: 'BUSD', category: 'Core' }],
  ifo: { sales: [{ name: 'Kalmar', address: address(30) }] },
  auction: { address: address(15), startBlock: 0, bidders: [] },
} as unknown as Manifest;

describe('flaskSwapSpenders', () => {
  const spenders = flaskSwapSpenders(manifest);
  const named = (n: number) => spenders.find((spender) => spender.address.toLowerCase() === address(n));

  it('names the contracts that pull tokens', () => {
    expect(named(10)?.label).toBe('Router');
    expect(named(11)?.label).toBe('Farms');
    expect(named(12)?.label).toBe('Vault');
    expect(named(13)?.label).toBe('Lottery');
  });

  it('names each pool by its tokens and each IFO by its sale', () => {
    expect(named(20)).toMatchObject({
      label: 'Pool: stake %staking% earn %earning%',
      values: { staking: 'FLASK', earning: 'BUSD' },
    });
    expect(named(30)).toMatchObject({ label: 'IFO: %name%', values: { name: 'Kalmar' } });
  });

  it('leaves out contracts that never hold allowances and lists an address once', () => {
    expect(named(14)).toBeUndefined();
    expect(spenders.filter((spender) => spender.address.toLowerCase() === address(15))).toHaveLength(1);
    expect(named(15)?.label).toBe('Auction');
  });

  it('gives checksummed addresses, as the chain and the indexer compare them', () => {
    expect(spenders.every((spender) => /^0x[0-9a-fA-F]{40}$/.test(spender.address))).toBe(true);
  });
});

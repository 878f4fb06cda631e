import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { parseManifest } from '../../src/chain/manifest.ts';
import { DEVNET_CHAIN_ID, MULTICALL3_ADDRESS } from '../../src/index.ts';
import { testAddress } from '../helpers.ts';

const lower = (n: number) => testAddress(n).toLowerCase();

/** A devnet manifest as the yield seed writes it, addresses in lower case. */
function rawManifest() {
  return {
    chainId: DEVNET_CHAIN_ID,
    contracts: { MasterChef: lower(1), Multicall3: MULTICALL3_ADDRESS.toLowerCase() },
    tokens: { FLASK: lower(2), WBNB: lower(3), ETH: lower(4) },
    startBlock: 12,
    farms: [{ pid: 1, lpSymbol: 'FLASK-BNB LP', lpAddress: lower(5), token: 'FLASK', quoteToken: 'WBNB' }],
    pricePairs: [{ lpSymbol: 'ETH-BNB LP', lpAddress: lower(6), token: 'ETH', quoteToken: 'WBNB' }],
    pools: [
      {
        sousId: 1,
        address: lower(7),
        stakingToken: 'BNB',
        earningToken: 'ETH',
        category: 'Binance',
        projectLink: 'https://ethereum.org',
        hasUserLimit: true,
      },
    ],
  };
}

/** The accept batch the governance step schedules on a chain other than the devnet. */
function rawGovernance() {
  return {
    timelock: lower(8),
    minDelay: 3600,
    proposers: [lower(9)],
    executors: [lower(9)],
    targets: [lower(2), lower(1)],
    payloads: ['0xcefc1429', '0x79ba5097'],
    predecessor: `0x${'0'.repeat(64)}`,
    salt: `0x${'ab'.repeat(32)}`,
    operationId: `0x${'cd'.repeat(32)}`,
    readyAt: 1_700_172_801,
  };
}

describe('parseManifest', () => {
  it('accepts a full manifest and checksums every address', () => {
    const manifest = parseManifest(rawManifest());
    expect(manifest.chainId).toBe(31337);
    expect(manifest.contracts.MasterChef).toBe(getAddress(lower(1)));
    expect(manifest.contracts.Multicall3).toBe(MULTICALL3_ADDRESS);
    expect(manifest.tokens.ETH).toBe(getAddress(lower(4)));
    expect(manifest.farms?.[0]?.lpAddress).toBe(getAddress(lower(5)));
    expect(manifest.pricePairs?.[0]?.lpAddress).toBe(getAddress(lower(6)));
    expect(manifest.pools?.[0]).toMatchObject({
      address: getAddress(lower(7)),
      category: 'Binance',
      hasUserLimit: true,
    });
  });

  it('needs no product sections (a chain with only the core deployed)', () => {
    const { farms, pricePairs, pools, ...core } = rawManifest();
    const manifest = parseManifest(core);
    expect(manifest.farms).toBeUndefined();
    expect(manifest.pools).toBeUndefined();
  });

  it('keeps sections it does not know, for the next product areas', () => {
    const lottery = { rounds: [{ id: 1 }] };
    const manifest = parseManifest({ ...rawManifest(), lottery });
    expect(manifest.lottery).toEqual(lottery);
  });

  it('names the field holding a bad address', () => {
    const raw = rawManifest();
    raw.pools[0]!.address = '0x1234';
    expect(() => parseManifest(raw)).toThrow(/chain 31337[\s\S]*not an address: 0x1234[\s\S]*pools\[0\]\.address/);
    expect(() => parseManifest({ ...rawManifest(), tokens: { FLASK: 'flask' } })).toThrow(/tokens\.FLASK/);
  });

  it('refuses a malformed section', () => {
    expect(() => parseManifest({ ...rawManifest(), farms: { pid: 1 } })).toThrow(/farms/);
    const raw = rawManifest();
    raw.pools[0]!.category = 'Partner';
    expect(() => parseManifest(raw)).toThrow(/pools\[0\]\.category/);
    const { pid: _pid, ...noPid } = rawManifest().farms[0]!;
    expect(() => parseManifest({ ...rawManifest(), farms: [noPid] })).toThrow(/farms\[0\]\.pid/);
  });

  it('refuses token symbols the tokens map does not have (BNB only where a pool stakes it)', () => {
    const raw = rawManifest();
    raw.farms[0]!.quoteToken = 'BUSD';
    expect(() => parseManifest(raw)).toThrow(/unknown token BUSD[\s\S]*farms\[0\]\.quoteToken/);
    const pool = rawManifest();
    pool.pools[0]!.earningToken = 'BNB';
    expect(() => parseManifest(pool)).toThrow(/pools\[0\]\.earningToken/);
  });

  it('accepts the governance section of a timelock handover, checksummed', () => {
    const governance = rawGovernance();
    const manifest = parseManifest({ ...rawManifest(), chainId: 97, governance });
    expect(manifest.governance).toEqual({
      ...governance,
      timelock: getAddress(lower(8)),
      proposers: [getAddress(lower(9))],
      executors: [getAddress(lower(9))],
      targets: [getAddress(lower(2)), getAddress(lower(1))],
    });
  });

  it('refuses a governance batch with a payload missing or malformed', () => {
    const governance = rawGovernance();
    expect(() =>
      parseManifest({ ...rawManifest(), governance: { ...governance, payloads: [governance.payloads[0]] } }),
    ).toThrow(/one payload per target[\s\S]*governance\.payloads/);
    expect(() => parseManifest({ ...rawManifest(), governance: { ...governance, salt: '0x01' } })).toThrow(
      /governance\.salt/,
    );
    expect(() => parseManifest({ ...rawManifest(), governance: { ...governance, payloads: ['0xabc', '0x'] } })).toThrow(
      /governance\.payloads\[0\]/,
    );
  });

  it('refuses what is not a manifest at all', () => {
    expect(() => parseManifest(null)).toThrow('Invalid deployment manifest (unknown chain)');
    expect(() => parseManifest({ ...rawManifest(), chainId: '31337' })).toThrow(/chainId/);
    const { startBlock: _start, ...noStart } = rawManifest();
    expect(() => parseManifest(noStart)).toThrow(/startBlock/);
  });
});

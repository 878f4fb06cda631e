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

/** The accept batch the timelock step schedules on a chain other than the devnet. */
function rawHandover() {
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

/** The IFO step's section: a live version 2 sale and a finished version 1 sale. */
function rawIfo() {
  const pool = (saleAmount: string, raiseAmount: string, distributionRatio: number) => ({
    saleAmount,
    raiseAmount,
    cakeToBurn: '0',
    distributionRatio,
  });
  const sale = {
    id: 'kalmar',
    name: 'Kalmar',
    address: lower(10),
    isActive: true,
    version: 2 as 1 | 2,
    currency: { symbol: 'FLASK-BNB LP', address: lower(5) },
    token: { symbol: 'KALM', address: lower(11), decimals: 18 },
    releaseBlockNumber: 40_000,
    campaignId: 3,
    articleUrl: 'https://flaskswap.finance/ifo/kalmar',
    tokenOfferingPrice: '0.2' as string | null,
    poolBasic: pool('450000', '90000', 0.3) as ReturnType<typeof pool> | undefined,
    poolUnlimited: pool('1050000', '210000', 0.7),
  };
  const v1 = {
    ...sale,
    id: 'hoppy',
    name: 'Hoppy',
    address: lower(12),
    isActive: false,
    version: 1 as 1 | 2,
    tokenOfferingPrice: null,
    poolBasic: undefined,
    poolUnlimited: pool('100000', '50000', 1),
  };
  return { sales: [sale, v1] };
}

/** The competition's section as the competition step writes it. */
function rawCompetition() {
  return {
    address: lower(20),
    campaignId: 4,
    eligiblePairs: [21, 22, 23, 24].map((n) => ({
      address: lower(n),
      symbol: 'FLASK-BNB LP',
      token0: 'FLASK',
      token1: 'WBNB',
    })),
    startBlock: 40,
  };
}

/** The farm auction's section as the auction step writes it: one bidder with a farm, one without. */
function rawAuction() {
  const bidder = (n: number, farmPid: number | null) => ({
    address: lower(n),
    name: `Project ${n}`,
    projectUrl: 'https://example.org',
    token: 'ETH',
    lpAddress: lower(n + 10),
    farmPid,
  });
  return { address: lower(25), startBlock: 41, bidders: [bidder(26, 7), bidder(27, null)] };
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

  it('accepts the handover section of the timelock step, checksummed', () => {
    const handover = rawHandover();
    const manifest = parseManifest({ ...rawManifest(), chainId: 97, handover });
    expect(manifest.handover).toEqual({
      ...handover,
      timelock: getAddress(lower(8)),
      proposers: [getAddress(lower(9))],
      executors: [getAddress(lower(9))],
      targets: [getAddress(lower(2)), getAddress(lower(1))],
    });
  });

  it('refuses a handover batch with a payload missing or malformed', () => {
    const handover = rawHandover();
    expect(() =>
      parseManifest({ ...rawManifest(), handover: { ...handover, payloads: [handover.payloads[0]] } }),
    ).toThrow(/one payload per target[\s\S]*handover\.payloads/);
    expect(() => parseManifest({ ...rawManifest(), handover: { ...handover, salt: '0x01' } })).toThrow(
      /handover\.salt/,
    );
    expect(() => parseManifest({ ...rawManifest(), handover: { ...handover, payloads: ['0xabc', '0x'] } })).toThrow(
      /handover\.payloads\[0\]/,
    );
  });

  it('accepts the IFO section, checksummed, version 1 without a basic pool or a price', () => {
    const ifo = rawIfo();
    const manifest = parseManifest({ ...rawManifest(), ifo });
    const [live, finished] = manifest.ifo!.sales;
    expect(live).toMatchObject({ id: 'kalmar', version: 2, address: getAddress(lower(10)), tokenOfferingPrice: '0.2' });
    expect(live!.currency.address).toBe(getAddress(lower(5)));
    expect(live!.token.address).toBe(getAddress(lower(11)));
    expect(live!.poolBasic?.distributionRatio).toBe(0.3);
    expect(finished).toMatchObject({ version: 1, tokenOfferingPrice: null, poolBasic: undefined });
  });

  it('refuses sales that mix up the versions, repeat, or announce two active sales', () => {
    const withSale = (change: (sales: ReturnType<typeof rawIfo>['sales']) => void) => {
      const ifo = rawIfo();
      change(ifo.sales);
      return () => parseManifest({ ...rawManifest(), ifo });
    };
    expect(
      withSale((sales) => {
        sales[1]!.poolBasic = sales[0]!.poolBasic;
      }),
    ).toThrow(/version 1 has no basic pool[\s\S]*ifo\.sales\[1\]\.poolBasic/);
    expect(
      withSale((sales) => {
        sales[1]!.tokenOfferingPrice = '0.1';
      }),
    ).toThrow(/version 1 has no offering price/);
    expect(
      withSale((sales) => {
        sales[0]!.poolBasic = undefined;
      }),
    ).toThrow(/version 2 needs its basic pool/);
    expect(
      withSale((sales) => {
        sales[0]!.poolUnlimited.distributionRatio = 0.5;
      }),
    ).toThrow(/ratios must add up to 1/);
    expect(
      withSale((sales) => {
        sales[1]!.id = 'kalmar';
        sales[1]!.address = sales[0]!.address;
      }),
    ).toThrow(/sale listed twice[\s\S]*contract listed twice/);
    expect(
      withSale((sales) => {
        sales[1]!.isActive = true;
      }),
    ).toThrow(/one active sale at most/);
  });

  it('refuses IFO links and figures that are not what they claim', () => {
    const withSale = (patch: Record<string, unknown>) => {
      const ifo = rawIfo();
      Object.assign(ifo.sales[0]!, patch);
      return () => parseManifest({ ...rawManifest(), ifo });
    };
    expect(withSale({ articleUrl: 'javascript:alert(1)' })).toThrow(/not an https:\/\/ link/);
    expect(withSale({ articleUrl: 'http://flaskswap.finance' })).toThrow(/articleUrl/);
    expect(withSale({ tokenOfferingPrice: '1e-3' })).toThrow(/not a plain decimal number/);
    expect(withSale({ id: 'Kalmar Sale' })).toThrow(/not a lowercase slug/);
    expect(withSale({ version: 3 })).toThrow(/ifo\.sales\[0\]\.version/);
  });

  it('accepts the competition and auction sections, checksummed', () => {
    const manifest = parseManifest({ ...rawManifest(), competition: rawCompetition(), auction: rawAuction() });
    expect(manifest.competition!.address).toBe(getAddress(lower(20)));
    expect(manifest.competition!.eligiblePairs.map((pair) => pair.address)).toEqual(
      [21, 22, 23, 24].map((n) => getAddress(lower(n))),
    );
    expect(manifest.auction!.bidders[0]).toMatchObject({ address: getAddress(lower(26)), farmPid: 7 });
    expect(manifest.auction!.bidders[1]!.farmPid).toBeNull();
  });

  it('refuses a competition without exactly four pairs, unknown symbols, repeats and unsafe links', () => {
    const competition = rawCompetition();
    const withCompetition = (change: (section: typeof competition) => void) => {
      const section = rawCompetition();
      change(section);
      return () => parseManifest({ ...rawManifest(), competition: section });
    };
    expect(withCompetition((section) => section.eligiblePairs.pop())).toThrow(/competition\.eligiblePairs/);
    expect(
      withCompetition((section) => {
        section.eligiblePairs[2]!.token1 = 'DOGE';
      }),
    ).toThrow(/unknown token DOGE[\s\S]*competition\.eligiblePairs\[2\]\.token1/);
    expect(
      withCompetition((section) => {
        section.eligiblePairs[3]!.address = section.eligiblePairs[0]!.address;
      }),
    ).toThrow(/listed twice[\s\S]*competition\.eligiblePairs\[3\]\.address/);
    const withBidder = (patch: Record<string, unknown>) => {
      const auction = rawAuction();
      Object.assign(auction.bidders[1]!, patch);
      return () => parseManifest({ ...rawManifest(), auction });
    };
    expect(withBidder({ projectUrl: 'javascript:alert(1)' })).toThrow(/not an https:\/\/ link/);
    expect(withBidder({ token: 'NOPE' })).toThrow(/unknown token NOPE/);
    expect(withBidder({ address: lower(26) })).toThrow(/auction\.bidders\[1\]\.address/);
    expect(withBidder({ farmPid: -1 })).toThrow(/farmPid/);
  });

  it('refuses what is not a manifest at all', () => {
    expect(() => parseManifest(null)).toThrow('Invalid deployment manifest (unknown chain)');
    expect(() => parseManifest({ ...rawManifest(), chainId: '31337' })).toThrow(/chainId/);
    const { startBlock: _start, ...noStart } = rawManifest();
    expect(() => parseManifest(noStart)).toThrow(/startBlock/);
  });
});

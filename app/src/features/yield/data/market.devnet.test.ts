// Reads the real contracts of a test devnet (@flaskswap/devnet, port 8672 unless
// YIELD_READS_TEST_PORT says otherwise). Checks the shared reads against the seed's prices and
// stakes (devnet/src/deploy/amm.seed.ts and yield.seed.ts).
import { startTestDevnet, type TestDevnet } from '@flaskswap/devnet';
import { parseManifest } from '@flaskswap/sdk/manifest';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCalls } from '@/chain/reads.ts';
import { accountReadCalls, decodeAccountReads } from './accountReads.ts';
import { resolveYieldLayout } from './layout.ts';
import { decodePublicReads, publicReadCalls } from './publicReads.ts';

const PORT = Number(process.env.YIELD_READS_TEST_PORT ?? 8672);
// Devnet player #2: 1000 FLASK in pid 0, 300 in the ETH pool, farm pid 2 (devnet/src/deploy/yield.seed.ts).
const PLAYER_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

let devnet: TestDevnet;
beforeAll(async () => {
  devnet = await startTestDevnet(PORT);
}, 240_000);
afterAll(() => devnet?.stop());

describe('yield reads on the devnet', () => {
  const manifest = () => parseManifest(devnet.manifest);
  const client = () => devnet.client;

  it('prices tokens from the seeded reserves and decodes every farm, pool and the vault', async () => {
    const layout = resolveYieldLayout(manifest())!;
    const { blockNumber, results } = await readCalls(client(), publicReadCalls(layout), 'strict', 0n);
    const market = decodePublicReads(layout, results, blockNumber);
    expect(market.flaskPriceUsd).toBeGreaterThan(8);
    expect(market.flaskPriceUsd).toBeLessThan(12);
    expect(market.bnbPriceUsd).toBeGreaterThan(250);
    expect(market.bnbPriceUsd).toBeLessThan(350);
    const farms = market.pairs.filter((pair) => pair.layout.pid !== null);
    // pid 1-9 are the yield seed's farms; the farm auction's winners get the ones after them.
    expect(farms.map((farm) => farm.layout.pid).slice(0, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(farms.every((farm) => farm.isConfigured)).toBe(true);
    expect(farms.every((farm) => farm.lpPriceUsd! > 0)).toBe(true);
    const doge = market.pools.find((pool) => pool.earningToken.symbol === 'DOGE')!;
    expect(doge.earningToken.decimals).toBe(8);
    expect(doge.stakingLimit).toBe(parseEther('100'));
    const link = market.pools.find((pool) => pool.earningToken.symbol === 'LINK')!;
    expect(link.earningToken.priceUsd).toBeGreaterThan(10);
    expect(market.pools.find((pool) => pool.stakingToken.isNative)?.earningToken.symbol).toBe('TWT');
    expect(market.vault?.pricePerFullShare).toBeGreaterThanOrEqual(10n ** 18n);
    expect(market.vault?.fees.withdrawalFeePeriod).toBe(259_200n);
    expect(market.blockTimestamp).toBeGreaterThan(0n);
    expect(market.stakingPool?.totalStaked).toBeGreaterThan(0n);
  });

  it("reads a player's stakes", async () => {
    const layout = resolveYieldLayout(manifest())!;
    const { results } = await readCalls(client(), accountReadCalls(layout, PLAYER_2), 'strict', 0n);
    const positions = decodeAccountReads(layout, PLAYER_2, results);
    expect(positions.stakingPool.stakedBalance).toBeGreaterThanOrEqual(parseEther('1000'));
    expect(positions.farms.get(2)?.stakedBalance).toBeGreaterThan(0n);
    expect(positions.farms.get(2)?.earnings).toBeGreaterThan(0n);
    const eth = layout.pools.find((pool) => pool.earningToken.symbol === 'ETH')!;
    expect(positions.pools.get(eth.address.toLowerCase())?.stakedBalance).toBe(parseEther('300'));
    expect(positions.nativeBalance).toBeGreaterThan(0n);
  });
});

// The IFO launchpad on a fresh devnet (port 8664 unless IFO_SEED_TEST_PORT says otherwise): the
// manifest's sales against their contracts, the finished sales exactly as IFO_SEED_STORY exports
// them, the live sale's schedule, and a short test sale from deployIfoSale played to the end.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flaskIfoV1Abi, flaskIfoV2Abi, flaskPredictionAbi, flaskProfileAbi } from '@flaskswap/contracts';
import { DEVNET_CHAIN_ID, ifoTaxRate, ifoUserAmounts, type ManifestIfoSale } from '@flaskswap/sdk';
import { parseManifest } from '@flaskswap/sdk/manifest';
import { type Address, BaseError, createWalletClient, erc20Abi, http, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_MNEMONIC } from '../src/accounts.ts';
import { IFO_BASIC_LIMIT_LP, IFO_POINTS_THRESHOLD_LP, lpWorth } from '../src/deploy/ifo.sales.ts';
import { IFO_SEED_STORY, LIVE_SALE_BLOCKS, LIVE_SALE_DELAY_BLOCKS } from '../src/deploy/ifo.seed.ts';
import { CAMPAIGN_PLANS } from '../src/deploy/profile/catalogue.ts';
import { PROFILE_SEED_STORY } from '../src/deploy/profile.seed.ts';
import { mineTo } from '../src/kit/chainTime.ts';
import { sendAndWait } from '../src/kit/receipt.ts';
import { startTestDevnet, type TestDevnet } from '../src/testDevnet.ts';
import { deployIfoSale, transferIfoLp } from '../src/testing/ifoSale.ts';

const PORT = Number(process.env.IFO_SEED_TEST_PORT ?? 8664);

let devnet: TestDevnet;
const sales = () => devnet.manifest.ifo!.sales;
const saleById = (id: string) => sales().find((sale) => sale.id === id)!;
const balanceOf = (token: Address, account: Address) =>
  devnet.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] });
const readV2 = reader(flaskIfoV2Abi);
const readV1 = reader(flaskIfoV1Abi);

function reader<const TAbi extends typeof flaskIfoV1Abi | typeof flaskIfoV2Abi>(abi: TAbi) {
  return (address: Address, functionName: string, args: readonly unknown[] = []) =>
    devnet.client.readContract({ address, abi, functionName, args } as never) as Promise<unknown>;
}

const userPoints = async (account: Address) => {
  const [, points] = await devnet.client.readContract({
    address: devnet.manifest.contracts.FlaskProfile!,
    abi: flaskProfileAbi,
    functionName: 'getUserProfile',
    args: [account],
  });
  return points;
};

beforeAll(async () => {
  devnet = await startTestDevnet(PORT);
}, 120_000);

afterAll(() => devnet?.stop());

describe('IFO manifest section', () => {
  it('lists the eleven sales newest first, only Kalmar active, as written to the manifest file', () => {
    const written = parseManifest(
      JSON.parse(readFileSync(join(process.env.DEPLOYMENTS_DIR!, `${DEVNET_CHAIN_ID}.json`), 'utf8')),
    );
    expect(written.ifo).toEqual(devnet.manifest.ifo);
    expect(sales().map((sale) => sale.id)).toEqual(IFO_SEED_STORY.saleIds);
    expect(sales()).toHaveLength(11);
    expect(
      sales()
        .filter((sale) => sale.isActive)
        .map((sale) => sale.id),
    ).toEqual(['kalmar']);
    expect(sales()[0]).toMatchObject({ version: 2, tokenOfferingPrice: '0.2', token: { symbol: 'KALM' } });
    expect(new Set(sales().map((sale) => sale.version))).toEqual(new Set([1, 2]));
  });

  it('matches every sale to its contract: tokens, release block, campaign, version', async () => {
    for (const sale of sales()) {
      const read = sale.version === 2 ? readV2 : readV1;
      expect(await read(sale.address, 'lpToken'), sale.id).toBe(sale.currency.address);
      expect(await read(sale.address, 'offeringToken'), sale.id).toBe(sale.token.address);
      expect(await read(sale.address, 'releaseBlock'), sale.id).toBe(BigInt(sale.releaseBlockNumber));
      expect(await read(sale.address, 'campaignId'), sale.id).toBe(BigInt(sale.campaignId));
      const [symbol, decimals] = await Promise.all([
        devnet.client.readContract({ address: sale.token.address, abi: erc20Abi, functionName: 'symbol' }),
        devnet.client.readContract({ address: sale.token.address, abi: erc20Abi, functionName: 'decimals' }),
      ]);
      expect({ symbol, decimals }, sale.id).toEqual({ symbol: sale.token.symbol, decimals: sale.token.decimals });
      // Version 2 answers the multi-pool views; version 1 has none.
      if (sale.version === 2) await expect(readV2(sale.address, 'viewPoolInformation', [1n])).resolves.toBeDefined();
      else await expect(readV2(sale.address, 'viewPoolInformation', [1n])).rejects.toBeInstanceOf(BaseError);
    }
    const pair = devnet.manifest.farms!.find((farm) => farm.lpSymbol === 'FLASK-BNB LP')!;
    expect(new Set(sales().map((sale) => sale.currency.address))).toEqual(new Set([pair.lpAddress]));
  });
});

/** A pool's figures on chain, the same shape for both versions (version 1's one pool as pid 1). */
async function poolOnChain(sale: ManifestIfoSale, pid: 0 | 1) {
  if (sale.version === 2) {
    const [raisingAmount, offeringAmount, limitPerUserInLP, hasTax, totalAmount, sumTaxesOverflow] = (await readV2(
      sale.address,
      'viewPoolInformation',
      [BigInt(pid)],
    )) as [bigint, bigint, bigint, boolean, bigint, bigint];
    return { raisingAmount, offeringAmount, limitPerUserInLP, hasTax, totalAmount, sumTaxesOverflow };
  }
  const [raisingAmount, offeringAmount, totalAmount] = (await Promise.all(
    ['raisingAmount', 'offeringAmount', 'totalAmount'].map((name) => readV1(sale.address, name)),
  )) as bigint[];
  return { raisingAmount, offeringAmount, limitPerUserInLP: 0n, hasTax: false, totalAmount, sumTaxesOverflow: 0n };
}

async function userOnChain(sale: ManifestIfoSale, pid: 0 | 1, account: Address) {
  if (sale.version === 2) {
    const [[amount], [claimed]] = (await readV2(sale.address, 'viewUserInfo', [account, [pid]])) as [
      bigint[],
      boolean[],
    ];
    return { amount, claimed };
  }
  const [amount, claimed] = (await readV1(sale.address, 'userInfo', [account])) as [bigint, boolean];
  return { amount, claimed };
}

describe('the finished sales', () => {
  it('have ended, with the story’s pools and commitments on chain', async () => {
    const block = await devnet.client.getBlockNumber({ cacheTime: 0 });
    for (const story of IFO_SEED_STORY.finished) {
      const sale = saleById(story.id);
      expect(await (sale.version === 2 ? readV2 : readV1)(sale.address, 'endBlock'), story.id).toBeLessThan(block);
      for (const pool of story.pools) {
        const onChain = await poolOnChain(sale, pool.pid);
        const taxes = pool.participants
          .filter((participant) => participant.harvested)
          .reduce((sum, participant) => sum + participant.owed.tax, 0n);
        expect(onChain, `${story.id} pool ${pool.pid}`).toEqual({
          raisingAmount: pool.raisingAmount,
          offeringAmount: pool.offeringAmount,
          limitPerUserInLP: pool.limitPerUserInLP,
          hasTax: pool.hasTax,
          totalAmount: pool.totalAmount,
          sumTaxesOverflow: taxes,
        });
        for (const participant of pool.participants) {
          expect(
            await userOnChain(sale, pool.pid, participant.account),
            `${story.id} #${participant.mnemonicIndex}`,
          ).toEqual({ amount: participant.amount, claimed: participant.harvested });
        }
      }
    }
  });

  it('paid the harvested participants what the sdk computes, and hold what the others are owed', async () => {
    for (const story of IFO_SEED_STORY.finished) {
      const sale = saleById(story.id);
      const paid = new Map<Address, bigint>();
      let owedStill = 0n;
      for (const participant of story.pools.flatMap((pool) => pool.participants)) {
        if (participant.harvested) {
          paid.set(participant.account, (paid.get(participant.account) ?? 0n) + participant.owed.offering);
        } else {
          owedStill += participant.owed.offering;
        }
      }
      for (const participant of story.pools.flatMap((pool) => pool.participants)) {
        expect(
          await balanceOf(sale.token.address, participant.account),
          `${story.id} #${participant.mnemonicIndex}`,
        ).toBe(paid.get(participant.account) ?? 0n);
      }
      const offered = story.pools.reduce((sum, pool) => sum + pool.offeringAmount, 0n);
      const paidOut = [...paid.values()].reduce((sum, amount) => sum + amount, 0n);
      expect(await balanceOf(sale.token.address, sale.address), story.id).toBe(offered - paidOut);
      expect(offered - paidOut, story.id).toBeGreaterThanOrEqual(owedStill);
    }
  });

  it('cover every case the history shows: over and under the raise, taxes down the table, some unclaimed', () => {
    const pools = IFO_SEED_STORY.finished.flatMap((sale) => sale.pools);
    expect(pools.some((pool) => pool.totalAmount > pool.raisingAmount)).toBe(true);
    expect(pools.some((pool) => pool.totalAmount < pool.raisingAmount)).toBe(true);
    const rates = new Set(
      pools.filter((pool) => pool.hasTax).map((pool) => ifoTaxRate(pool.totalAmount, pool.raisingAmount)),
    );
    expect(rates.size).toBeGreaterThan(1);
    const participants = pools.flatMap((pool) => pool.participants);
    expect(participants.some((participant) => participant.harvested && participant.owed.refund > 0n)).toBe(true);
    expect(participants.some((participant) => participant.harvested && participant.owed.tax > 0n)).toBe(true);
    expect(participants.some((participant) => !participant.harvested)).toBe(true);
    for (const pool of pools.filter((entry) => entry.pid === 0)) {
      for (const participant of pool.participants) expect(participant.amount).toBeLessThanOrEqual(IFO_BASIC_LIMIT_LP);
    }
  });

  it('granted no points: the profiles keep the points of the profile seed', async () => {
    for (const member of PROFILE_SEED_STORY.members) {
      expect(await userPoints(member.account), `#${member.mnemonicIndex}`).toBe(BigInt(member.points));
    }
  });
});

describe('the live sale', () => {
  it('runs 28,800 blocks from about a minute after the set-up (plus the prediction keeper’s catch-up)', async () => {
    const sale = saleById('kalmar');
    const [startBlock, endBlock, releaseBlock] = (await Promise.all(
      ['startBlock', 'endBlock', 'releaseBlock'].map((name) => readV2(sale.address, name)),
    )) as bigint[];
    expect(endBlock! - startBlock!).toBe(LIVE_SALE_BLOCKS);
    expect(releaseBlock).toBe(endBlock);
    const catchUp = await devnet.client.readContract({
      address: devnet.manifest.contracts.FlaskPrediction!,
      abi: flaskPredictionAbi,
      functionName: 'intervalBlocks',
    });
    // Set up from this block on; the test chain also mines a block a second, so the sale lands a
    // few blocks later, but well before the delay is over. Its first log (Ownable's, in the
    // constructor) dates it: a test chain keeps logs, not the state of every past block.
    const setUpFrom = startBlock! - LIVE_SALE_DELAY_BLOCKS - catchUp;
    const [created] = await devnet.client.getLogs({ address: sale.address, fromBlock: 0n, toBlock: 'latest' });
    expect(created?.blockNumber).toBeGreaterThan(setUpFrom);
    expect(created!.blockNumber).toBeLessThanOrEqual(setUpFrom + LIVE_SALE_DELAY_BLOCKS / 2n);
  });

  it('is funded, sets both pools and grants the Launch Lab campaign’s points', async () => {
    const sale = saleById('kalmar');
    const story = IFO_SEED_STORY.live;
    for (const pool of story.pools) {
      expect(await poolOnChain(sale, pool.pid)).toEqual({
        ...pool,
        pid: undefined,
        totalAmount: 0n,
        sumTaxesOverflow: 0n,
      });
    }
    expect(story.pools[0]!.limitPerUserInLP).toBe(lpWorth(100));
    expect(await balanceOf(sale.token.address, sale.address)).toBe(
      story.pools.reduce((sum, pool) => sum + pool.offeringAmount, 0n),
    );
    expect(sale.campaignId).toBe(CAMPAIGN_PLANS.launchLab.campaignId);
    expect(await readV2(sale.address, 'numberPoints')).toBe(CAMPAIGN_PLANS.launchLab.numberPoints);
    expect(await readV2(sale.address, 'thresholdPoints')).toBe(IFO_POINTS_THRESHOLD_LP);
    const profile = devnet.manifest.contracts.FlaskProfile!;
    const pointRole = await devnet.client.readContract({
      address: profile,
      abi: flaskProfileAbi,
      functionName: 'POINT_ROLE',
    });
    expect(
      await devnet.client.readContract({
        address: profile,
        abi: flaskProfileAbi,
        functionName: 'hasRole',
        args: [pointRole, sale.address],
      }),
    ).toBe(true);
  });
});

describe('deployIfoSale', () => {
  const member = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 13 });
  const paused = PROFILE_SEED_STORY.members.find((entry) => entry.paused)!;

  it('can return before the start, when deposits still wait for it', async () => {
    const sale = await deployIfoSale({
      rpcUrl: devnet.anvil.rpcUrl,
      manifest: devnet.manifest,
      startIn: 1_000,
      mineToStart: false,
    });
    expect(await devnet.client.getBlockNumber({ cacheTime: 0 })).toBeLessThan(sale.startBlock);
    await expect(
      devnet.client.simulateContract({
        account: member,
        address: sale.address,
        abi: flaskIfoV2Abi,
        functionName: 'depositPool',
        args: [1n, 1],
      }),
    ).rejects.toThrow(/SaleNotOpen/);
  });

  it('deploys a short open sale that a profile commits to, harvests after the end and earns points from', async () => {
    const rpcUrl = devnet.anvil.rpcUrl;
    const sale = await deployIfoSale({ rpcUrl, manifest: devnet.manifest, length: 40 });
    const block = await devnet.client.getBlockNumber({ cacheTime: 0 });
    expect(block).toBeGreaterThanOrEqual(sale.startBlock);
    expect(block).toBeLessThan(sale.endBlock);
    expect(parseManifest({ ...devnet.manifest, ifo: { sales: [sale.sale] } }).ifo!.sales[0]).toEqual(sale.sale);

    await transferIfoLp({ rpcUrl, manifest: devnet.manifest, to: member.address, amount: parseEther('5') });
    const wallet = createWalletClient({ account: member, chain: devnet.chain, transport: http(rpcUrl) });
    const send = async (
      functionName: 'depositPool' | 'harvestPool',
      args: readonly [bigint, number] | readonly [number],
    ) => {
      const hash = await wallet.writeContract({
        address: sale.address,
        abi: flaskIfoV2Abi,
        functionName,
        args,
      } as never);
      await sendAndWait(devnet.client, hash);
    };
    const approve = await wallet.writeContract({
      address: sale.currency,
      abi: erc20Abi,
      functionName: 'approve',
      args: [sale.address, parseEther('5')],
    });
    await sendAndWait(devnet.client, approve);
    const basic = parseEther('0.5');
    const unlimited = parseEther('4');
    await send('depositPool', [basic, 0]);
    await send('depositPool', [unlimited, 1]);
    await expect(
      devnet.client.simulateContract({
        account: member,
        address: sale.address,
        abi: flaskIfoV2Abi,
        functionName: 'depositPool',
        args: [IFO_BASIC_LIMIT_LP, 0],
      }),
    ).rejects.toThrow(/LimitExceeded/);
    await expect(
      devnet.client.simulateContract({
        account: paused.account,
        address: sale.address,
        abi: flaskIfoV2Abi,
        functionName: 'depositPool',
        args: [1n, 1],
      }),
    ).rejects.toThrow(/ProfileNotActive/);

    await mineTo(devnet.client, sale.endBlock);
    const pointsBefore = await userPoints(member.address);
    const lpBefore = await balanceOf(sale.currency, member.address);
    await send('harvestPool', [0]);
    await send('harvestPool', [1]);

    const owed = sale.pools.map((pool, pid) =>
      ifoUserAmounts({ ...pool, amount: pid === 0 ? basic : unlimited, totalAmount: pid === 0 ? basic : unlimited }),
    );
    expect(owed[1]!.refund).toBeGreaterThan(0n); // the unlimited pool is oversubscribed by this one deposit
    expect(await balanceOf(sale.token, member.address)).toBe(owed[0]!.offering + owed[1]!.offering);
    expect((await balanceOf(sale.currency, member.address)) - lpBefore).toBe(owed[0]!.refund + owed[1]!.refund);
    expect(await userPoints(member.address)).toBe(pointsBefore + sale.points.numberPoints);
  });
});

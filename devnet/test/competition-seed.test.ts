// The trading competition on a fresh devnet (port 8665 unless COMPETITION_SEED_TEST_PORT says otherwise):
// the manifest's section against the contract, the registered traders of COMPETITION_SEED_STORY,
// the funded prize table, the open competition, a market-keeper competition trade, and the results posted by
// postCompetitionResults from volumes an indexer would serve, then claimed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { flaskProfileAbi, flaskTradingCompetitionAbi } from '@flaskswap/contracts';
import { teamLeaderboard } from '@flaskswap/sdk';
import { type Address, createWalletClient, erc20Abi, http, publicActions } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployerAccount } from '../src/accounts.ts';
import { COMPETITION_SEED_STORY } from '../src/deploy/competition.seed.ts';
import { competitionTraderAccounts } from '../src/keepers/account.ts';
import { MarketTrader } from '../src/keepers/market.ts';
import { sendAndWait } from '../src/kit/receipt.ts';
import { postCompetitionResults } from '../src/operator/competitionResults.ts';
import { startTestDevnet, type TestDevnet } from '../src/testDevnet.ts';

const PORT = Number(process.env.COMPETITION_SEED_TEST_PORT ?? 8665);

let devnet: TestDevnet;
const competition = () => devnet.manifest.competition!.address;
const read = <T>(functionName: string, args: readonly unknown[] = []) =>
  devnet.client.readContract({
    address: competition(),
    abi: flaskTradingCompetitionAbi,
    functionName,
    args,
  } as never) as Promise<T>;

beforeAll(async () => {
  devnet = await startTestDevnet(PORT);
}, 120_000);

afterAll(() => devnet?.stop());

describe('competition seed', () => {
  it('lists the competition, its four eligible pairs and campaign as the contract has them', async () => {
    const section = devnet.manifest.competition!;
    expect(section.address).toBe(devnet.manifest.contracts.FlaskTradingCompetition);
    expect(await read<Address[]>('eligiblePairs')).toEqual(section.eligiblePairs.map((pair) => pair.address));
    expect(section.eligiblePairs.map((pair) => pair.symbol)).toEqual([
      'FLASK-BNB LP',
      'BUSD-BNB LP',
      'ETH-BNB LP',
      'BTCB-BNB LP',
    ]);
    expect(await read<bigint>('campaignId')).toBe(BigInt(section.campaignId));
    const campaign = devnet.manifest.profile!.campaigns.find((entry) => entry.campaignId === section.campaignId);
    expect(campaign).toMatchObject({ address: section.address, type: 'teambattle', title: 'Trading Battle' });
    expect(section.startBlock).toBeGreaterThan(devnet.manifest.startBlock);
  });

  it('registers every seeded trader in its profile team, funds the pot and sets the prize table', async () => {
    expect(await read<bigint>('registeredCount')).toBe(BigInt(COMPETITION_SEED_STORY.traders.length));
    for (const trader of COMPETITION_SEED_STORY.traders) {
      const [hasRegistered, hasClaimed, , teamId] = await read<[boolean, boolean, number, bigint]>('userTradingStats', [
        trader.account,
      ]);
      expect({ hasRegistered, hasClaimed, teamId }).toEqual({
        hasRegistered: true,
        hasClaimed: false,
        teamId: BigInt(trader.teamId),
      });
    }
    expect(await read<bigint>('flaskFunded')).toBe(COMPETITION_SEED_STORY.rewardPot);
    const [flask, points] = await read<[bigint[][], bigint[][]]>('viewRewardTable');
    expect(flask).toEqual(COMPETITION_SEED_STORY.flaskRewards);
    expect(points).toEqual(COMPETITION_SEED_STORY.pointRewards);
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
        args: [pointRole, competition()],
      }),
    ).toBe(true);
  });

  it('is open after the seed, from a block after its deployment', async () => {
    expect(await read<number>('currentStatus')).toBe(1);
    expect(await read<bigint>('openBlock')).toBeGreaterThan(BigInt(devnet.manifest.competition!.startBlock));
  });

  it("swaps from a registered trader on an eligible pair, beside the keeper's own trade", async () => {
    const trader = new MarketTrader(devnet.anvil.rpcUrl, devnet.chain, devnet.manifest);
    const swap = await trader.competitionTrade(() => 0.5);
    expect(swap).toBeDefined();
    expect(competitionTraderAccounts.map((account) => account.address)).toContain(swap!.trader);
    expect(devnet.manifest.competition!.eligiblePairs.map((pair) => pair.address)).toContain(swap!.pair);
    const receipt = await devnet.client.getTransactionReceipt({ hash: swap!.hash });
    expect(receipt.from.toLowerCase()).toBe(swap!.trader.toLowerCase());
  });

  it('posts the results an indexer serves, ranked again with the sdk, and the best trader claims', async () => {
    const [first, second, third] = COMPETITION_SEED_STORY.traders;
    // Volumes as GET /competition/users pages them (the others traded nothing).
    const volumes = [
      { address: first!.account, teamId: first!.teamId, volumeUsd: 5_000 },
      { address: second!.account, teamId: second!.teamId, volumeUsd: 9_000 },
      { address: third!.account, teamId: third!.teamId, volumeUsd: 1_000 },
    ];
    const indexer = await serveUsers(volumes);
    try {
      const owner = createWalletClient({ chain: devnet.chain, transport: http(devnet.anvil.rpcUrl) }).extend(
        publicActions,
      );
      const moveTo = async (status: number) => {
        const hash = await owner.writeContract({
          address: competition(),
          abi: flaskTradingCompetitionAbi,
          functionName: 'updateCompetitionStatus',
          args: [status],
          account: deployerAccount,
        });
        await sendAndWait(devnet.client, hash);
      };
      await moveTo(2);
      const results = await postCompetitionResults({
        client: owner,
        owner: deployerAccount,
        indexerUrl: indexer.url,
        competition: competition(),
      });
      expect(results.users.map((user) => user.address)).toEqual(
        teamLeaderboard(volumes).users.map((user) => user.address),
      );
      expect(results.transactions).toBe(2);
      // Team 1 (first and third: $6,000) is second to team 2 ($9,000).
      expect(await read<number>('teamRank', [BigInt(second!.teamId)])).toBe(1);
      expect(await read<number>('teamRank', [BigInt(first!.teamId)])).toBe(2);
      await moveTo(3);

      const [, , , group, flaskReward, pointReward, hasResult] = await read<
        [boolean, boolean, boolean, bigint, bigint, bigint, boolean]
      >('claimInformation', [first!.account]);
      expect({ group, hasResult }).toEqual({ group: 0n, hasResult: true });
      expect(flaskReward).toBe(COMPETITION_SEED_STORY.flaskRewards[1][0]);
      expect(pointReward).toBe(COMPETITION_SEED_STORY.pointRewards[1][0]);
      const flask = devnet.manifest.tokens.FLASK!;
      const balance = () =>
        devnet.client.readContract({
          address: flask,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [first!.account],
        });
      const before = await balance();
      const account = competitionTraderAccounts[0]!;
      const hash = await owner.writeContract({
        address: competition(),
        abi: flaskTradingCompetitionAbi,
        functionName: 'claimReward',
        account,
      });
      await sendAndWait(devnet.client, hash);
      expect((await balance()) - before).toBe(flaskReward);
      // No volume, no result: nothing to claim.
      const [, , , , , , hasNoVolumeResult] = await read<[boolean, boolean, boolean, bigint, bigint, bigint, boolean]>(
        'claimInformation',
        [COMPETITION_SEED_STORY.traders[3]!.account],
      );
      expect(hasNoVolumeResult).toBe(false);
    } finally {
      await indexer.close();
    }
  });
});

/** A stand-in for the indexer's GET /competition/users (pages of `first` from `skip`). */
async function serveUsers(users: { address: string; teamId: number; volumeUsd: number }[]) {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/competition/users') {
      response.writeHead(404).end();
      return;
    }
    const first = Number(url.searchParams.get('first') ?? 100);
    const skip = Number(url.searchParams.get('skip') ?? 0);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ users: users.slice(skip, skip + first) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The hub's voting seed on a fresh devnet (port 8663 unless VOTING_SEED_TEST_PORT says
// otherwise) and a hub whose admin is the deployer: every seeded proposal in its state with its
// votes, each vote's power as the sdk formula gives it from values read at the snapshot, and a
// second run that leaves the hub alone.
import { flaskVaultAbi, masterChefAbi, smartChefAbi } from '@flaskswap/contracts';
import { type Hub, startHub } from '@flaskswap/hub/service';
import { votingPower, votingPowerHash } from '@flaskswap/sdk';
import { type Address, erc20Abi, type Hex, parseAbi, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProposals, VOTING_SEED_STORY, type VotingSeedKey } from '../src/deploy/voting.seed.ts';
import { startTestDevnet, type TestDevnet } from '../src/testDevnet.ts';

const PORT = Number(process.env.VOTING_SEED_TEST_PORT ?? 8663);

interface ProposalJson {
  id: Hex;
  title: string;
  choices: string[];
  state: string;
  type: string;
  author: Address;
  snapshot: string;
  votes: number;
}
interface VoteJson {
  voter: Address;
  choice: number;
  metadata: { votingPower: string; verificationHash: Hex };
}

let devnet: TestDevnet;
let hub: Hub;
let ids: Record<VotingSeedKey, Hex> | undefined;

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${hub.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
]);

/** The sdk formula's inputs, read here call by call at `block` (not with the hub's reader). */
async function powerAt(account: Address, block: bigint) {
  const { manifest } = devnet;
  const read = devnet.client.readContract;
  const flask = manifest.tokens.FLASK as Address;
  const vault = manifest.contracts.FlaskVault as Address;
  const chef = manifest.contracts.MasterChef as Address;
  const farm = (manifest.farms ?? []).find((entry) => entry.token === 'FLASK' && entry.quoteToken === 'WBNB')!;
  const flaskPools = (manifest.pools ?? []).filter((pool) => pool.stakingToken === 'FLASK');
  const [shares] = await read({
    address: vault,
    abi: flaskVaultAbi,
    functionName: 'userInfo',
    args: [account],
    blockNumber: block,
  });
  const [pool0Staked] = await read({
    address: chef,
    abi: masterChefAbi,
    functionName: 'userInfo',
    args: [0n, account],
    blockNumber: block,
  });
  const [lpInFarm] = await read({
    address: chef,
    abi: masterChefAbi,
    functionName: 'userInfo',
    args: [BigInt(farm.pid), account],
    blockNumber: block,
  });
  const [reserve0, reserve1] = await read({
    address: farm.lpAddress,
    abi: pairAbi,
    functionName: 'getReserves',
    blockNumber: block,
  });
  const token0 = await read({ address: farm.lpAddress, abi: pairAbi, functionName: 'token0', blockNumber: block });
  return votingPower({
    walletFlask: await read({
      address: flask,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
      blockNumber: block,
    }),
    vaultShares: shares,
    vaultPricePerFullShare: await read({
      address: vault,
      abi: flaskVaultAbi,
      functionName: 'getPricePerFullShare',
      blockNumber: block,
    }),
    pool0Staked,
    flaskPoolsStaked: await Promise.all(
      flaskPools.map(async (pool) => {
        const [amount] = await read({
          address: pool.address,
          abi: smartChefAbi,
          functionName: 'userInfo',
          args: [account],
          blockNumber: block,
        });
        return amount;
      }),
    ),
    lpInWallet: await read({
      address: farm.lpAddress,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
      blockNumber: block,
    }),
    lpInFarm,
    lpFlaskReserve: token0.toLowerCase() === flask.toLowerCase() ? reserve0 : reserve1,
    lpTotalSupply: await read({
      address: farm.lpAddress,
      abi: erc20Abi,
      functionName: 'totalSupply',
      blockNumber: block,
    }),
  });
}

beforeAll(async () => {
  devnet = await startTestDevnet(PORT);
  hub = await startHub({
    port: 0,
    rpcUrl: devnet.anvil.rpcUrl,
    deploymentsDir: process.env.DEPLOYMENTS_DIR!,
    voting: { admins: [VOTING_SEED_STORY.admin] },
  });
  ids = await seedProposals(hub, { rpcUrl: devnet.anvil.rpcUrl, manifest: devnet.manifest });
}, 180_000);

afterAll(async () => {
  await hub?.stop();
  await devnet?.stop();
});

describe('voting seed', () => {
  it('publishes every story proposal in its state and type, with its votes', async () => {
    const states = new Set(VOTING_SEED_STORY.proposals.map((plan) => plan.state));
    expect([...states].sort()).toEqual(['active', 'closed', 'pending']);
    for (const plan of VOTING_SEED_STORY.proposals) {
      const proposal = await get<ProposalJson>(`/api/voting/proposals/${ids![plan.key]}`);
      expect(proposal).toMatchObject({
        title: plan.title,
        choices: plan.choices,
        state: plan.state,
        type: plan.type,
        author: plan.author,
        votes: plan.votes.length,
      });
      const { votes } = await get<{ votes: VoteJson[] }>(`/api/voting/proposals/${proposal.id}/votes?first=1000`);
      const byVoter = (a: { voter: Address }, b: { voter: Address }) => a.voter.localeCompare(b.voter);
      expect(votes.map(({ voter, choice }) => ({ voter, choice })).sort(byVoter)).toEqual(
        plan.votes.map(({ voter, choice }) => ({ voter, choice })).sort(byVoter),
      );
    }
    // The closed ones have votes on more than one choice, so their results are not one-sided.
    for (const plan of VOTING_SEED_STORY.proposals.filter((entry) => entry.state === 'closed')) {
      expect(plan.votes.length).toBeGreaterThanOrEqual(3);
      expect(new Set(plan.votes.map((vote) => vote.choice)).size).toBeGreaterThan(1);
    }
    for (const state of states) {
      const { proposals } = await get<{ proposals: ProposalJson[] }>(`/api/voting/proposals?first=100&state=${state}`);
      const expected = VOTING_SEED_STORY.proposals.filter((plan) => plan.state === state).map((plan) => ids![plan.key]);
      expect(proposals.map((proposal) => proposal.id).sort()).toEqual(expected.sort());
    }
  });

  it('counts each vote with the power the sdk formula gives at the snapshot', async () => {
    const parts = new Set<string>();
    for (const plan of VOTING_SEED_STORY.proposals) {
      const snapshot = BigInt((await get<ProposalJson>(`/api/voting/proposals/${ids![plan.key]}`)).snapshot);
      // A community author needs the minimum (10 FLASK) at the snapshot.
      if (plan.type === 'community')
        expect((await powerAt(plan.author, snapshot)).total).toBeGreaterThanOrEqual(parseEther('10'));
      const { votes } = await get<{ votes: VoteJson[] }>(`/api/voting/proposals/${ids![plan.key]}/votes`);
      for (const vote of votes) {
        const power = await powerAt(vote.voter, snapshot);
        expect(power.total).toBeGreaterThan(0n);
        expect(vote.metadata).toEqual({
          votingPower: power.total.toString(),
          verificationHash: votingPowerHash(vote.voter, snapshot, power),
        });
        for (const part of ['wallet', 'vault', 'pool0', 'flaskPools', 'lp'] as const)
          if (power[part] > 0n) parts.add(part);
      }
    }
    // The voters between them hold power from every source the formula counts.
    expect([...parts].sort()).toEqual(['flaskPools', 'lp', 'pool0', 'vault', 'wallet']);
  });

  it('leaves a hub that already has proposals alone', async () => {
    expect(await seedProposals(hub, { rpcUrl: devnet.anvil.rpcUrl, manifest: devnet.manifest })).toBeUndefined();
    const { proposals } = await get<{ proposals: ProposalJson[] }>('/api/voting/proposals?first=100');
    expect(proposals).toHaveLength(VOTING_SEED_STORY.proposals.length);
  });
});

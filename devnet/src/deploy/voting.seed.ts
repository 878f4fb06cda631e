// The hub's voting seed: four proposals in the FlaskSwap space (active, pending and two closed
// ones with votes), each signed with its author's or voter's devnet key and replayed through the
// hub's own checks with the hub's clock set to the message's timestamp. It lives outside deploy/
// on purpose: it writes nothing on chain, so changing it must not make the persisted chain stale.
//
// Voters are players (#1-#6: FLASK in the wallet, pool 0, the auto vault, FLASK pools, FLASK-BNB
// LP) and the seeded profiles (#13-#15, who hold FLASK from the lottery seed). The open proposal's
// votes come from the profiles only, so the app's and the tests' accounts (#1-#9) can still vote.
import {
  FLASKSWAP_SPACE,
  type ProposalMessage,
  type ProposalState,
  proposalToJson,
  proposalTypedData,
  type VoteMessage,
  voteToJson,
  voteTypedData,
} from '@flaskswap/sdk';
import { type Address, createPublicClient, type Hex, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEVNET_MNEMONIC, deployerAccount } from '../accounts.ts';
import type { Manifest } from '../manifest.ts';

const HOUR = 3600;

export type VotingSeedKey = 'closedCore' | 'closedCommunity' | 'active' | 'pending';

interface VotePlan {
  /** Mnemonic index of the voter (0-9: the devnet accounts; 13+: the seeded profiles). */
  mnemonicIndex: number;
  /** 1-based, as signed. */
  choice: number;
  /** Hours after voting opened. */
  afterHours: number;
}

interface ProposalPlan {
  key: VotingSeedKey;
  state: ProposalState;
  type: 'core' | 'community';
  authorIndex: number;
  title: string;
  body: string;
  choices: string[];
  /** Voting opens this many hours from the hour the seed runs in (negative: in the past). */
  startHours: number;
  durationHours: number;
  votes: VotePlan[];
}

// In the order they are replayed: oldest first, as they would have been published.
const PLANS: ProposalPlan[] = [
  {
    key: 'closedCore',
    state: 'closed',
    type: 'core',
    authorIndex: 0,
    title: 'Cut FLASK emissions from 20 to 16 per block',
    body: `## Summary
The MasterChef mints **20 FLASK per block** today. This proposal lowers it to 16 FLASK per block to slow supply growth while the lottery and the profile fees keep burning FLASK.

## What changes
- Every farm and pool 0 earn 20% less FLASK per block; their weights stay the same.
- The auto vault keeps compounding pool 0 as before.
- Nothing changes for SmartChef pools (they pay their own tokens).

See the current rewards on the [Farms page](https://flaskswap.finance/farms) before voting.`,
    choices: ['Cut to 16 FLASK per block', 'Cut to 18 FLASK per block', 'Keep 20 FLASK per block'],
    startHours: -11 * 24,
    durationHours: 3 * 24,
    votes: [
      { mnemonicIndex: 2, choice: 1, afterHours: 2 },
      { mnemonicIndex: 3, choice: 1, afterHours: 7 },
      { mnemonicIndex: 5, choice: 3, afterHours: 20 },
      { mnemonicIndex: 1, choice: 2, afterHours: 31 },
      { mnemonicIndex: 13, choice: 2, afterHours: 45 },
    ],
  },
  {
    key: 'closedCommunity',
    state: 'closed',
    type: 'community',
    authorIndex: 14,
    title: 'Add a FLASK-ETH farm',
    body: `## Why
ETH is the most traded pair without FLASK on one side. A FLASK-ETH farm would bring ETH liquidity to FLASK and give ETH holders a direct route in.

## Proposal
- Create the FLASK-ETH pair and a farm for it at **10x**.
- Take the 10x from the FLASK-BUSD farm, so emissions stay the same.
- Review the farm's liquidity after four weeks.

Discussion in the [community forum](https://flaskswap.finance/community).`,
    choices: ['For', 'Against', 'Abstain'],
    startHours: -6 * 24,
    durationHours: 3 * 24,
    votes: [
      { mnemonicIndex: 14, choice: 1, afterHours: 1 },
      { mnemonicIndex: 4, choice: 1, afterHours: 6 },
      { mnemonicIndex: 6, choice: 2, afterHours: 30 },
      { mnemonicIndex: 15, choice: 3, afterHours: 50 },
    ],
  },
  {
    key: 'active',
    state: 'active',
    type: 'core',
    authorIndex: 0,
    title: 'Raise the FLASK-BNB farm from 40x to 50x',
    body: `## Summary
FLASK-BNB is the deepest FLASK pair and the route most swaps take. Raising its farm from 40x to 50x deepens it further and lowers price impact for everyone.

## Details
- FLASK-BNB farm: **40x → 50x**.
- FLASK-BUSD farm: 20x → 10x, so total emissions do not change.
- Other farms and the pools keep their weights.

Current multipliers are on the [Farms page](https://flaskswap.finance/farms).`,
    choices: ['Yes, raise it to 50x', 'No, keep 40x'],
    startHours: -24,
    durationHours: 4 * 24,
    votes: [
      { mnemonicIndex: 13, choice: 1, afterHours: 3 },
      { mnemonicIndex: 14, choice: 2, afterHours: 9 },
    ],
  },
  {
    key: 'pending',
    state: 'pending',
    type: 'core',
    authorIndex: 0,
    title: 'Lottery: burn 5% more of every round',
    body: `## Summary
Each lottery round burns part of its pot. This proposal raises the burn by five points and takes them from the pot carried over to the next round.

## Details
- Burn share: **+5 points** per round.
- Carried-over pot: −5 points per round.
- Prize brackets stay as they are.

Read how rounds work on the [Lottery page](https://flaskswap.finance/lottery).`,
    choices: ['For', 'Against'],
    startHours: 2 * 24,
    durationHours: 3 * 24,
    votes: [],
  },
];

const accountAt = (mnemonicIndex: number) =>
  mnemonicIndex === 0 ? deployerAccount : mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: mnemonicIndex });

/** What the seed publishes, the same on every run but the times; `state` as of seeding (for the tests and e2e). */
export const VOTING_SEED_STORY = {
  /** Publishes core proposals (npm start and the e2e stack give the hub this admin). */
  admin: deployerAccount.address,
  proposals: PLANS.map((plan) => ({
    ...plan,
    author: accountAt(plan.authorIndex).address,
    votes: plan.votes.map((vote) => ({ ...vote, voter: accountAt(vote.mnemonicIndex).address })),
  })),
};

interface SignedBody<T> {
  address: Address;
  message: T;
  signature: Hex;
}

/** The part of the hub (startHub's Hub) the seed uses. */
export interface VotingSeedHub {
  url: string;
  voting: {
    publishProposal(
      body: SignedBody<ReturnType<typeof proposalToJson>>,
      options: { now?: number },
    ): Promise<{ id: string }>;
    castVote(body: SignedBody<ReturnType<typeof voteToJson>>, options: { now?: number }): Promise<{ id: string }>;
  };
}

/**
 * Publishes VOTING_SEED_STORY's proposals and votes at `hub` unless it already has proposals.
 * Every snapshot is the chain's latest block but one (readable now, so the hub captures it).
 * Returns the proposals' ids by key, or undefined when the hub already had proposals.
 */
export async function seedProposals(
  hub: VotingSeedHub,
  { rpcUrl, manifest }: { rpcUrl: string; manifest: Pick<Manifest, 'chainId'> },
  nowMs: number = Date.now(),
): Promise<Record<VotingSeedKey, Hex> | undefined> {
  const existing = await fetch(`${hub.url}/api/voting/proposals?first=1&state=all`);
  if (!existing.ok) throw new Error(`Hub: GET /api/voting/proposals answered ${existing.status}`);
  if (((await existing.json()) as { proposals: unknown[] }).proposals.length > 0) return undefined;

  const client = createPublicClient({ transport: http(rpcUrl) });
  const snapshot = (await client.getBlockNumber()) - 1n;
  const now = Math.floor(nowMs / 1000);
  const hour = now - (now % HOUR);
  const ids = {} as Record<VotingSeedKey, Hex>;
  for (const plan of PLANS) {
    const start = hour + plan.startHours * HOUR;
    const author = accountAt(plan.authorIndex);
    // Written an hour before voting opens, or now when that hour is still to come.
    const timestamp = Math.min(now, start - HOUR);
    const message: ProposalMessage = {
      from: author.address,
      space: FLASKSWAP_SPACE.id,
      timestamp: BigInt(timestamp),
      title: plan.title,
      body: plan.body,
      choices: plan.choices,
      start: BigInt(start),
      end: BigInt(start + plan.durationHours * HOUR),
      snapshot,
    };
    const signature = await author.signTypedData(proposalTypedData(manifest.chainId, message));
    const proposal = await hub.voting
      .publishProposal({ address: author.address, message: proposalToJson(message), signature }, { now: timestamp })
      .catch((error: unknown) => {
        throw new Error(`Hub refused the seeded proposal "${plan.title}": ${messageOf(error)}`);
      });
    ids[plan.key] = proposal.id as Hex;

    for (const vote of plan.votes) {
      const voter = accountAt(vote.mnemonicIndex);
      const voteTimestamp = start + vote.afterHours * HOUR;
      const voteMessage: VoteMessage = {
        from: voter.address,
        space: FLASKSWAP_SPACE.id,
        timestamp: BigInt(voteTimestamp),
        proposal: proposal.id as Hex,
        choice: vote.choice,
      };
      const voteSignature = await voter.signTypedData(voteTypedData(manifest.chainId, voteMessage));
      await hub.voting
        .castVote(
          { address: voter.address, message: voteToJson(voteMessage), signature: voteSignature },
          { now: voteTimestamp },
        )
        .catch((error: unknown) => {
          throw new Error(`Hub refused account #${vote.mnemonicIndex}'s vote on "${plan.title}": ${messageOf(error)}`);
        });
    }
  }
  return ids;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

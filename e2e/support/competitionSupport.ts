// The trading competition spec's steps on the shared e2e chain: the admin's status changes (the deployer
// owns the competition), a trade on an eligible pair, and the competition read back with viem and the indexer.
import { flaskRouterAbi, flaskTradingCompetitionAbi } from '@flaskswap/contracts';
import { type DevnetTestClient, deployerAccount } from '@flaskswap/devnet';
import type { Manifest } from '@flaskswap/sdk';
import { expect } from '@playwright/test';
import { type Address, maxUint256 } from 'viem';
import { sendAs } from './chain.ts';
import { INDEXER_URL } from './env.ts';

/** FlaskTradingCompetition's CompetitionStatus values. */
export const COMPETITION_STATUS = { registration: 0, open: 1, close: 2, claiming: 3, over: 4 } as const;

export function competitionAddress(manifest: Manifest): Address {
  const address = manifest.competition?.address;
  if (!address) throw new Error('The e2e manifest has no competition section');
  return address as Address;
}

export function readCompetitionStatus(chain: DevnetTestClient, manifest: Manifest): Promise<number> {
  return chain.readContract({
    address: competitionAddress(manifest),
    abi: flaskTradingCompetitionAbi,
    functionName: 'currentStatus',
  });
}

/** The admin (the deployer) moves the competition one step forward. */
export async function moveCompetitionTo(
  chain: DevnetTestClient,
  manifest: Manifest,
  status: keyof typeof COMPETITION_STATUS,
) {
  await sendAs(chain, deployerAccount.address, {
    address: competitionAddress(manifest),
    abi: flaskTradingCompetitionAbi,
    functionName: 'updateCompetitionStatus',
    args: [COMPETITION_STATUS[status]],
  });
}

export async function readClaimInformation(chain: DevnetTestClient, manifest: Manifest, account: Address) {
  const [hasRegistered, isUserActive, hasUserClaimed, rewardGroup, flaskReward, pointReward, hasResult] =
    await chain.readContract({
      address: competitionAddress(manifest),
      abi: flaskTradingCompetitionAbi,
      functionName: 'claimInformation',
      args: [account],
    });
  return { hasRegistered, isUserActive, hasUserClaimed, rewardGroup, flaskReward, pointReward, hasResult };
}

/** `trader` buys FLASK with `bnb` wei on the FLASK-BNB pair, one of the eligible pairs. */
export async function buyFlaskOnEligiblePair(
  chain: DevnetTestClient,
  manifest: Manifest,
  trader: Address,
  bnb: bigint,
) {
  const { WBNB: wbnb, FLASK: flask } = manifest.tokens;
  const eligible = manifest.competition?.eligiblePairs.some(
    (pair) => [pair.token0, pair.token1].sort().join('/') === 'FLASK/WBNB',
  );
  expect(eligible, 'FLASK-BNB is an eligible pair').toBe(true);
  await sendAs(
    chain,
    trader,
    {
      address: manifest.contracts.FlaskRouter as Address,
      abi: flaskRouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [wbnb as Address, flask as Address], trader, maxUint256],
      value: bnb,
    },
    500_000n,
  );
}

interface IndexedTrader {
  address: string;
  teamId: number;
  volumeUsd: number;
  rankInTeam: number;
  rewardGroup: number | null;
}

/** The indexer's line for `account`, or undefined while it does not know it. */
export async function indexedTrader(account: Address): Promise<IndexedTrader | undefined> {
  const response = await fetch(`${INDEXER_URL}/competition/users/${account.toLowerCase()}`);
  if (response.status === 404) return undefined;
  expect(response.ok).toBe(true);
  return ((await response.json()) as { user: IndexedTrader }).user;
}

/** The indexer's competition status name ('registration', 'open', 'close'…), once it indexed the change. */
export async function indexedCompetitionStatus(): Promise<string> {
  const response = await fetch(`${INDEXER_URL}/competition`);
  expect(response.ok).toBe(true);
  return String(((await response.json()) as { status: unknown }).status);
}

// Collectibles and teams set up straight on chain, for specs that test what comes after (transfer,
// claim, the leaderboard): a starter minted and a profile created by a fresh account through viem.
import {
  flaskCampaignAbi,
  flaskCollectibleFactoryAbi,
  flaskCollectiblesAbi,
  flaskProfileAbi,
  flaskStarterFactoryAbi,
} from '@flaskswap/contracts';
import type { DevnetTestClient } from '@flaskswap/devnet';
import type { Manifest } from '@flaskswap/sdk';
import { type Address, erc20Abi, parseEventLogs } from 'viem';
import { sendAs } from './chain.ts';

export interface ProfileAddresses {
  profile: Address;
  bunnies: Address;
  alchemists: Address;
  starterFactory: Address;
  collectibleFactory: Address;
  flask: Address;
}

export function profileAddresses(manifest: Manifest): ProfileAddresses {
  const contract = (name: string) => {
    const address = manifest.contracts[name];
    if (!address) throw new Error(`The manifest has no ${name}`);
    return address as Address;
  };
  return {
    profile: contract('FlaskProfile'),
    bunnies: contract('FlaskBunnies'),
    alchemists: contract('FlaskAlchemists'),
    starterFactory: contract('FlaskStarterFactory'),
    collectibleFactory: contract('FlaskCollectibleFactory'),
    flask: manifest.tokens.FLASK as Address,
  };
}

/** Mints starter `bunnyId` for `account` (approve the price, mintNFT) and returns its token id. */
export async function mintStarter(chain: DevnetTestClient, manifest: Manifest, account: Address, bunnyId = 0) {
  const { starterFactory, flask } = profileAddresses(manifest);
  const price = await chain.readContract({
    address: starterFactory,
    abi: flaskStarterFactoryAbi,
    functionName: 'tokenPrice',
  });
  await sendAs(chain, account, {
    address: flask,
    abi: erc20Abi,
    functionName: 'approve',
    args: [starterFactory, price],
  });
  const receipt = await sendAs(chain, account, {
    address: starterFactory,
    abi: flaskStarterFactoryAbi,
    functionName: 'mintNFT',
    args: [bunnyId],
  });
  const [minted] = parseEventLogs({ abi: flaskStarterFactoryAbi, eventName: 'StarterMint', logs: receipt.logs });
  if (!minted) throw new Error('mintNFT emitted no StarterMint');
  return minted.args.tokenId;
}

/** A fresh account's profile in `teamId`: a starter minted, the NFT and the fee approved, createProfile. */
export async function createProfile(chain: DevnetTestClient, manifest: Manifest, account: Address, teamId: bigint) {
  const { profile, bunnies, flask } = profileAddresses(manifest);
  const tokenId = await mintStarter(chain, manifest, account);
  const fee = await chain.readContract({
    address: profile,
    abi: flaskProfileAbi,
    functionName: 'numberFlaskToRegister',
  });
  await sendAs(chain, account, { address: flask, abi: erc20Abi, functionName: 'approve', args: [profile, fee] });
  await sendAs(chain, account, {
    address: bunnies,
    abi: flaskCollectiblesAbi,
    functionName: 'approve',
    args: [profile, tokenId],
  });
  await sendAs(chain, account, {
    address: profile,
    abi: flaskProfileAbi,
    functionName: 'createProfile',
    args: [teamId, bunnies, tokenId],
  });
  return tokenId;
}

export interface ChainTeam {
  id: number;
  name: string;
  users: bigint;
  points: bigint;
  isJoinable: boolean;
}

/** Every team 1..numberTeams as the registry reports it now. */
export async function readTeams(chain: DevnetTestClient, manifest: Manifest): Promise<ChainTeam[]> {
  const { profile } = profileAddresses(manifest);
  const count = await chain.readContract({ address: profile, abi: flaskProfileAbi, functionName: 'numberTeams' });
  const answers = await Promise.all(
    Array.from({ length: Number(count) }, (_, i) =>
      chain.readContract({
        address: profile,
        abi: flaskProfileAbi,
        functionName: 'getTeamProfile',
        args: [BigInt(i + 1)],
      }),
    ),
  );
  return answers.map(([name, , users, points, isJoinable], i) => ({ id: i + 1, name, users, points, isJoinable }));
}

/** Teams by points, most first; equal points by id (the leaderboard's order). */
export function leaderboardOrder(teams: readonly ChainTeam[]): number[] {
  return [...teams]
    .sort((a, b) => (a.points === b.points ? a.id - b.id : a.points > b.points ? -1 : 1))
    .map((team) => team.id);
}

/** A factory design any active profile may claim (threshold 0, active), with its cost. */
export async function openFactoryDesign(chain: DevnetTestClient, manifest: Manifest) {
  const { collectibleFactory } = profileAddresses(manifest);
  for (const item of manifest.profile?.collectibles ?? []) {
    if (item.source !== 'factory') continue;
    const [, thresholdUser, flaskCost, isActive, isCreated] = await chain.readContract({
      address: collectibleFactory,
      abi: flaskCollectibleFactoryAbi,
      functionName: 'collectibles',
      args: [item.bunnyId],
    });
    if (isCreated && isActive && thresholdUser === 0n) return { ...item, flaskCost };
  }
  throw new Error('The seed has no factory design with threshold 0');
}

/**
 * A campaign design `account` will be able to claim once it registers: one whose campaign admits
 * early profiles (thresholdUserId) and is still open. Read before registering: canClaim needs a profile.
 */
export async function openCampaignDesign(chain: DevnetTestClient, manifest: Manifest, account: Address) {
  const { timestamp } = await chain.getBlock();
  for (const item of manifest.profile?.collectibles ?? []) {
    if (item.source !== 'campaign' || !item.campaign) continue;
    const campaign = { address: item.campaign as Address, abi: flaskCampaignAbi } as const;
    const [threshold, end, claimed] = await Promise.all([
      chain.readContract({ ...campaign, functionName: 'thresholdUserId' }),
      chain.readContract({ ...campaign, functionName: 'endTimestamp' }),
      chain.readContract({ ...campaign, functionName: 'hasClaimed', args: [account] }),
    ]);
    if (threshold > 0n && end > timestamp + 3600n && !claimed) return item;
  }
  throw new Error('The seed has no campaign design open to new profiles');
}

export function ownerOf(chain: DevnetTestClient, collection: Address, tokenId: bigint) {
  return chain.readContract({
    address: collection,
    abi: flaskCollectiblesAbi,
    functionName: 'ownerOf',
    args: [tokenId],
  });
}

/** The bunny ids of the tokens `owner` holds in `collection`. */
export async function ownedBunnyIds(chain: DevnetTestClient, collection: Address, owner: Address): Promise<number[]> {
  const balance = await chain.readContract({
    address: collection,
    abi: flaskCollectiblesAbi,
    functionName: 'balanceOf',
    args: [owner],
  });
  const ids: number[] = [];
  for (let i = 0n; i < balance; i++) {
    const tokenId = await chain.readContract({
      address: collection,
      abi: flaskCollectiblesAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [owner, i],
    });
    ids.push(
      await chain.readContract({
        address: collection,
        abi: flaskCollectiblesAbi,
        functionName: 'getBunnyId',
        args: [tokenId],
      }),
    );
  }
  return ids;
}

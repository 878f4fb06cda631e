// The profile screens' reads in two rounds, each one multicall: what the manifest names (round 1),
// then what round 1 reveals (teams 1..numberTeams, the held NFT's tokenURI: round 2). The account's
// collectibles come from @/collectibles's useOwnedCollectibles. Decoders apply SPEC.md §8's fallbacks.
import { flaskCampaignAbi, flaskCollectiblesAbi, flaskProfileAbi, flaskStarterFactoryAbi } from '@flaskswap/contracts';
import { type Address, erc20Abi, isAddressEqual, zeroAddress } from 'viem';
import type { ChainReadsData } from '@/chain/reads.ts';
import { type ProfileDeployment, teamsFromContract, userProfileFromContract } from '@/profile';
import type { CampaignState, OwnedCollectible, ProfileAccount } from './types.ts';

/** A token from @/collectibles's useOwnedCollectibles, as far as the profile needs it. */
export interface OwnedToken {
  collection: Address;
  tokenId: bigint;
  tokenURI: string | null;
}

export const STARTER_COUNT = 5;
/** Tokens read per collection: enough for any real account, bounded for a page's one multicall. */
export const OWNED_TOKENS_READ_LIMIT = 100;

export function firstRoundCalls(contracts: ProfileDeployment, account: Address) {
  const profile = { address: contracts.profile, abi: flaskProfileAbi } as const;
  const starter = contracts.starterFactory
    ? ({ address: contracts.starterFactory, abi: flaskStarterFactoryAbi } as const)
    : undefined;
  const { collections, campaigns } = contracts.section;
  return {
    registry: [
      { ...profile, functionName: 'hasRegistered', args: [account] },
      { ...profile, functionName: 'getUserProfile', args: [account] },
      { ...profile, functionName: 'numberTeams' },
    ] as const,
    fees: [
      { ...profile, functionName: 'numberFlaskToRegister' },
      { ...profile, functionName: 'numberFlaskToReactivate' },
      { ...profile, functionName: 'numberFlaskToUpdate' },
    ] as const,
    flask: [
      { address: contracts.flask, abi: erc20Abi, functionName: 'balanceOf', args: [account] },
      { address: contracts.flask, abi: erc20Abi, functionName: 'allowance', args: [account, contracts.profile] },
    ] as const,
    starterAllowance: contracts.starterFactory
      ? ([
          {
            address: contracts.flask,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [account, contracts.starterFactory],
          },
        ] as const)
      : [],
    starter: starter
      ? ([
          { ...starter, functionName: 'tokenPrice' },
          { ...starter, functionName: 'canMint', args: [account] },
          { ...starter, functionName: 'hasClaimed', args: [account] },
        ] as const)
      : [],
    starterURIs: starter
      ? Array.from(
          { length: STARTER_COUNT },
          (_, bunnyId) => ({ ...starter, functionName: 'starterTokenURI', args: [bunnyId] }) as const,
        )
      : [],
    approvedForAll: collections.map(
      (collection) =>
        ({
          address: collection.address as Address,
          abi: flaskCollectiblesAbi,
          functionName: 'isApprovedForAll',
          args: [account, contracts.profile],
        }) as const,
    ),
    achievements: campaigns.map(
      (campaign) =>
        ({ ...profile, functionName: 'hasAchievement', args: [account, BigInt(campaign.campaignId)] }) as const,
    ),
    claimable: campaigns.map(
      (campaign) =>
        ({
          address: campaign.address as Address,
          abi: flaskCampaignAbi,
          functionName: 'canClaim',
          args: [account],
        }) as const,
    ),
  };
}
export type FirstRound = ChainReadsData<ReturnType<typeof firstRoundCalls>>;

/** hasRegistered was read, and getUserProfile too for a registered account. */
export function registryAnswered(first: FirstRound): boolean {
  const [hasRegistered, profile] = first.registry;
  return hasRegistered === false || (hasRegistered === true && profile !== null);
}

const decodeUserProfile = (answer: FirstRound['registry'][1]) => (answer ? userProfileFromContract(answer) : null);

export function secondRoundCalls(contracts: ProfileDeployment, first: FirstRound) {
  const teamCount = Number(first.registry[2] ?? 0n);
  const profile = decodeUserProfile(first.registry[1]);
  const holdsCollectible = profile?.isActive && !isAddressEqual(profile.nftAddress, zeroAddress);
  return {
    teams: Array.from(
      { length: teamCount },
      (_, i) =>
        ({
          address: contracts.profile,
          abi: flaskProfileAbi,
          functionName: 'getTeamProfile',
          args: [BigInt(i + 1)],
        }) as const,
    ),
    avatar:
      holdsCollectible && profile
        ? ([
            {
              address: profile.nftAddress,
              abi: flaskCollectiblesAbi,
              functionName: 'tokenURI',
              args: [profile.tokenId],
            },
          ] as const)
        : [],
  };
}
export type SecondRound = ChainReadsData<ReturnType<typeof secondRoundCalls>>;

export function decodeAccount(
  contracts: ProfileDeployment,
  address: Address,
  first: FirstRound,
  second: SecondRound | undefined,
  tokens: readonly OwnedToken[] | undefined,
): ProfileAccount {
  const [hasRegistered] = first.registry;
  const profile = hasRegistered ? decodeUserProfile(first.registry[1]) : null;
  const [price, canMint, hasClaimed] = first.starter;
  const [balance, profileAllowance] = first.flask;
  const [starterAllowance] = first.starterAllowance;
  const collections = contracts.section.collections;
  const owned: OwnedCollectible[] = (tokens ?? []).map(({ collection, tokenId, tokenURI }) => {
    const collectionIndex = collections.findIndex((c) => isAddressEqual(c.address as Address, collection));
    return { collection, tokenId, tokenURI, approvedForAll: Boolean(first.approvedForAll[collectionIndex]) };
  });
  const campaigns: CampaignState[] = contracts.section.campaigns.map((campaign, i) => ({
    campaign,
    achieved: first.achievements[i] ?? false,
    claimable: first.claimable[i] ?? false,
  }));
  return {
    address,
    hasRegistered: hasRegistered ?? false,
    profile,
    fees: { register: first.fees[0] ?? null, reactivate: first.fees[1] ?? null, update: first.fees[2] ?? null },
    flaskBalance: balance ?? null,
    allowance: { profile: profileAllowance ?? null, starter: starterAllowance ?? null },
    starter: {
      price: price ?? null,
      canMint: canMint ?? false,
      hasClaimed: hasClaimed ?? false,
      tokenURIs: first.starterURIs.map((uri) => uri ?? null),
    },
    teams: teamsFromContract(second?.teams ?? [], contracts.section.teams),
    owned,
    ownedLoaded: tokens !== undefined,
    campaigns,
    avatarTokenURI: second?.avatar[0] ?? null,
  };
}

// The /collectibles page's one multicall: the factory's terms per design and, with a wallet, the
// account's profile, FLASK and whether it may claim each factory and campaign design.

import {
  flaskCampaignAbi,
  flaskCollectibleFactoryAbi,
  flaskProfileAbi,
  flaskStarterFactoryAbi,
} from '@flaskswap/contracts';
import type { ManifestProfileCollectible } from '@flaskswap/sdk';
import { type Address, erc20Abi } from 'viem';
import type { ChainReadsData } from '@/chain/reads.ts';
import { type ProfileDeployment, type UserProfile, userProfileFromContract } from '@/profile';
import { type ClaimStanding, designKey, type FactoryTerms } from './types.ts';

const isFactory = (item: ManifestProfileCollectible) => item.source === 'factory';
const isCampaign = (item: ManifestProfileCollectible): item is ManifestProfileCollectible & { campaign: string } =>
  item.source === 'campaign' && item.campaign !== undefined;

export function collectiblesReadCalls(contracts: ProfileDeployment, account: Address | undefined) {
  const { collectibleFactory, starterFactory, profile, flask } = contracts;
  const factoryItems = collectibleFactory ? contracts.section.collectibles.filter(isFactory) : [];
  const campaignItems = contracts.section.collectibles.filter(isCampaign);
  const factory = collectibleFactory && ({ address: collectibleFactory, abi: flaskCollectibleFactoryAbi } as const);
  return {
    terms: factory
      ? factoryItems.map((item) => ({ ...factory, functionName: 'collectibles', args: [item.bunnyId] }) as const)
      : [],
    profile: account
      ? ([{ address: profile, abi: flaskProfileAbi, functionName: 'getUserProfile', args: [account] }] as const)
      : [],
    flask:
      account && collectibleFactory
        ? ([
            { address: flask, abi: erc20Abi, functionName: 'balanceOf', args: [account] },
            { address: flask, abi: erc20Abi, functionName: 'allowance', args: [account, collectibleFactory] },
          ] as const)
        : [],
    starterCanMint:
      account && starterFactory
        ? ([
            { address: starterFactory, abi: flaskStarterFactoryAbi, functionName: 'canMint', args: [account] },
          ] as const)
        : [],
    factoryCanMint:
      account && factory
        ? factoryItems.map((item) => ({ ...factory, functionName: 'canMint', args: [account, item.bunnyId] }) as const)
        : [],
    factoryClaimed:
      account && factory
        ? factoryItems.map(
            (item) => ({ ...factory, functionName: 'hasClaimed', args: [account, item.bunnyId] }) as const,
          )
        : [],
    campaignCanClaim: account
      ? campaignItems.map(
          (item) =>
            ({
              address: item.campaign as Address,
              abi: flaskCampaignAbi,
              functionName: 'canClaim',
              args: [account],
            }) as const,
        )
      : [],
    campaignClaimed: account
      ? campaignItems.map(
          (item) =>
            ({
              address: item.campaign as Address,
              abi: flaskCampaignAbi,
              functionName: 'hasClaimed',
              args: [account],
            }) as const,
        )
      : [],
    // Which items the lists above follow, in order (not read).
    factoryItems,
    campaignItems,
  };
}

type Calls = ReturnType<typeof collectiblesReadCalls>;
/** The calls without the item lists, as useChainReads takes them. */
export type CollectiblesCalls = Omit<Calls, 'factoryItems' | 'campaignItems'>;
export type CollectiblesReads = ChainReadsData<CollectiblesCalls>;

export function withoutItems({ factoryItems: _f, campaignItems: _c, ...calls }: Calls): CollectiblesCalls {
  return calls;
}

export interface CollectiblesChainState {
  /** Factory terms by design key; missing when the read failed or the design is not created. */
  terms: ReadonlyMap<string, FactoryTerms>;
  /** The account's claim standing by design key (factory and campaign designs). */
  standing: ReadonlyMap<string, ClaimStanding>;
  profile: UserProfile | null;
  /** Whether the account may still mint a starter (null: unknown). */
  starterCanMint: boolean | null;
  flaskBalance: bigint | null;
  factoryAllowance: bigint | null;
}

/** The reads as the page uses them; a failed read leaves its entry out (SPEC.md §8: null on failure). */
export function decodeCollectibles(calls: Calls, reads: CollectiblesReads): CollectiblesChainState {
  const terms = new Map<string, FactoryTerms>();
  const standing = new Map<string, ClaimStanding>();
  calls.factoryItems.forEach((item, i) => {
    const key = designKey(item.collection, item.bunnyId);
    const answer = reads.terms[i];
    if (answer) {
      const [, thresholdUser, flaskCost, isActive, isCreated] = answer;
      if (isCreated) terms.set(key, { thresholdUser, flaskCost, isActive, isCreated });
    }
    const canClaim = reads.factoryCanMint[i];
    const hasClaimed = reads.factoryClaimed[i];
    if (canClaim != null && hasClaimed != null) standing.set(key, { canClaim, hasClaimed });
  });
  calls.campaignItems.forEach((item, i) => {
    const canClaim = reads.campaignCanClaim[i];
    const hasClaimed = reads.campaignClaimed[i];
    if (canClaim != null && hasClaimed != null) {
      standing.set(designKey(item.collection, item.bunnyId), { canClaim, hasClaimed });
    }
  });
  const profileAnswer = reads.profile[0];
  return {
    terms,
    standing,
    profile: profileAnswer ? userProfileFromContract(profileAnswer) : null,
    starterCanMint: reads.starterCanMint[0] ?? null,
    flaskBalance: reads.flask[0] ?? null,
    factoryAllowance: reads.flask[1] ?? null,
  };
}

import type { ManifestProfileCampaign } from '@flaskswap/sdk';
import type { Address } from 'viem';
import type { TeamProfile, UserProfile } from '@/profile';

/** A collectible the account holds, from a collection the registry accepts as a picture. */
export interface OwnedCollectible {
  collection: Address;
  tokenId: bigint;
  /** null while unknown or when the read failed (the picture is then a placeholder). */
  tokenURI: string | null;
  /** The whole collection is approved to FlaskProfile (else each token is approved before use). */
  approvedForAll: boolean;
}

export interface CampaignState {
  campaign: ManifestProfileCampaign;
  /** FlaskProfile.hasAchievement(account, campaignId). */
  achieved: boolean;
  /** FlaskCampaign.canClaim(account). */
  claimable: boolean;
}

/** The registry's FLASK fees; null when their read failed ('Could not retrieve FLASK costs for profile'). */
export interface ProfileFees {
  register: bigint | null;
  reactivate: bigint | null;
  update: bigint | null;
}

export interface StarterState {
  /** FlaskStarterFactory.tokenPrice; null when it cannot be read. */
  price: bigint | null;
  canMint: boolean;
  hasClaimed: boolean;
  /** starterTokenURI(0..4). */
  tokenURIs: (string | null)[];
}

/** Everything /profile and /profile/tasks show for the connected account. */
export interface ProfileAccount {
  address: Address;
  hasRegistered: boolean;
  /** null when not registered. */
  profile: UserProfile | null;
  fees: ProfileFees;
  flaskBalance: bigint | null;
  /** FLASK allowances of the registry (fees) and the starter factory (price). */
  allowance: { profile: bigint | null; starter: bigint | null };
  starter: StarterState;
  teams: TeamProfile[];
  owned: OwnedCollectible[];
  /** False until the account's collectibles have been read once. */
  ownedLoaded: boolean;
  campaigns: CampaignState[];
  /** tokenURI of the NFT the registry holds for an active profile. */
  avatarTokenURI: string | null;
}

/** A collectible chosen as the profile picture. */
export interface PickedCollectible {
  collection: Address;
  tokenId: bigint;
}

// FlaskProfile's answers as every reader uses them: getUserProfile and getTeamProfile decoded into
// one shape each. Team ids are numbers everywhere (the registry counts a handful, from 1).
import type { Address } from 'viem';
import type { ManifestProfileTeam } from '../chain/manifest.ts';

/** FlaskProfile.getUserProfile(address), in ABI order. */
export type UserProfileTuple = readonly [
  userId: bigint,
  numberPoints: bigint,
  teamId: bigint,
  nftAddress: Address,
  tokenId: bigint,
  isActive: boolean,
];

/** FlaskProfile.getTeamProfile(teamId), in ABI order. */
export type TeamProfileTuple = readonly [
  teamName: string,
  teamDescription: string,
  numberUsers: bigint,
  numberPoints: bigint,
  isJoinable: boolean,
];

/** getUserProfile, decoded: all zero and inactive for an address that never registered. */
export interface UserProfile {
  userId: bigint;
  points: bigint;
  /** 0 when not registered. */
  teamId: number;
  /** The zero address while paused. */
  nftAddress: Address;
  tokenId: bigint;
  isActive: boolean;
}

/** getTeamProfile plus the manifest's picture. */
export interface TeamProfile {
  id: number;
  name: string;
  description: string;
  users: bigint;
  points: bigint;
  isJoinable: boolean;
  /** The manifest's ipfs:// picture, when it lists one. */
  image: string | undefined;
}

export function userProfileFromContract([
  userId,
  points,
  teamId,
  nftAddress,
  tokenId,
  isActive,
]: UserProfileTuple): UserProfile {
  return { userId, points, teamId: Number(teamId), nftAddress, tokenId, isActive };
}

export function teamFromContract(
  id: number,
  [name, description, users, points, isJoinable]: TeamProfileTuple,
  image?: string,
): TeamProfile {
  return { id, name, description, users, points, isJoinable, image };
}

/**
 * getTeamProfile(1..n) answers, `answers[i]` being team i + 1, with the manifest's pictures. A
 * failed lookup (null) is left out (SPEC.md §8).
 */
export function teamsFromContract(
  answers: readonly (TeamProfileTuple | null | undefined)[],
  manifestTeams: readonly Pick<ManifestProfileTeam, 'id' | 'image'>[],
): TeamProfile[] {
  const images = new Map(manifestTeams.map((team) => [team.id, team.image]));
  return answers.flatMap((answer, i) => (answer ? [teamFromContract(i + 1, answer, images.get(i + 1))] : []));
}

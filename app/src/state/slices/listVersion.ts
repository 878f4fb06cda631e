import type { TokenInfo, Version } from '@/features/tokens';

/** How big a change between two list versions is; the order matters (bigger is later). */
export enum VersionUpgrade {
  NONE = 0,
  PATCH = 1,
  MINOR = 2,
  MAJOR = 3,
}

export function versionUpgrade(base: Version, update: Version): VersionUpgrade {
  if (update.major > base.major) return VersionUpgrade.MAJOR;
  if (update.major < base.major) return VersionUpgrade.NONE;
  if (update.minor > base.minor) return VersionUpgrade.MINOR;
  if (update.minor < base.minor) return VersionUpgrade.NONE;
  return update.patch > base.patch ? VersionUpgrade.PATCH : VersionUpgrade.NONE;
}

export function formatVersion(version: Version): string {
  return `${version.major}.${version.minor}.${version.patch}`;
}

const tokenKey = (token: TokenInfo) => `${token.chainId}:${token.address.toLowerCase()}`;

/**
 * The smallest bump the token-list rules allow for this change: removing a token (or changing
 * its address) is major, adding one is minor, anything else is a patch.
 */
export function minVersionBump(base: readonly TokenInfo[], update: readonly TokenInfo[]): VersionUpgrade {
  const before = new Set(base.map(tokenKey));
  const after = new Set(update.map(tokenKey));
  for (const key of before) if (!after.has(key)) return VersionUpgrade.MAJOR;
  for (const key of after) if (!before.has(key)) return VersionUpgrade.MINOR;
  return VersionUpgrade.PATCH;
}

/**
 * Whether a fetched update may replace the current list without asking the user: patch and
 * minor bumps are applied when the version bump honestly describes the change; a major bump
 * (tokens removed) waits for the user's 'Update list'.
 */
export function shouldAutoApplyUpdate(
  current: { version: Version; tokens: readonly TokenInfo[] },
  pending: { version: Version; tokens: readonly TokenInfo[] },
): boolean {
  const bump = versionUpgrade(current.version, pending.version);
  if (bump === VersionUpgrade.NONE || bump === VersionUpgrade.MAJOR) return false;
  return bump >= minVersionBump(current.tokens, pending.tokens);
}

// The indexer's competition routes: the team leaderboard and one trader's line. Their JSON is checked
// field by field (a malformed entry is dropped, never shown). No React here.
import { getIndexerJson, IndexerUnavailableError } from '@/indexer';
import type { CompetitionTrader, LeaderboardTeam } from '../logic/types.ts';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A finite, non-negative figure sent as a number or a decimal string; undefined otherwise. */
function figure(value: unknown): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

function wholeNumber(value: unknown): number | undefined {
  const number = figure(value);
  return number !== undefined && Number.isInteger(number) ? number : undefined;
}

export function parseTeam(json: unknown): LeaderboardTeam | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const entry = json as Record<string, unknown>;
  const teamId = wholeNumber(entry.teamId);
  const rank = wholeNumber(entry.rank);
  const volumeUsd = figure(entry.volumeUsd);
  const traders = wholeNumber(entry.traders);
  if (teamId === undefined || rank === undefined || volumeUsd === undefined || traders === undefined) return undefined;
  return { teamId, rank, volumeUsd, traders };
}

export function parseTrader(json: unknown): CompetitionTrader | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const entry = json as Record<string, unknown>;
  const teamId = wholeNumber(entry.teamId);
  const volumeUsd = figure(entry.volumeUsd);
  const rankInTeam = wholeNumber(entry.rankInTeam);
  const group = entry.rewardGroup == null ? undefined : wholeNumber(entry.rewardGroup);
  const address = typeof entry.address === 'string' && ADDRESS.test(entry.address) ? entry.address : undefined;
  if (!address || teamId === undefined || volumeUsd === undefined || rankInTeam === undefined) return undefined;
  return { address, teamId, volumeUsd, rankInTeam, rewardGroup: group !== undefined && group <= 3 ? group : undefined };
}

/** Every team, best first. */
export async function fetchLeaderboard(url: string, signal?: AbortSignal): Promise<LeaderboardTeam[]> {
  const body = await getIndexerJson<{ teams?: unknown }>(url, '/competition/leaderboard', signal);
  const teams = Array.isArray(body.teams) ? body.teams : [];
  return teams.flatMap((team) => parseTeam(team) ?? []).sort((a, b) => a.rank - b.rank);
}

/** The trader's line; null for an address the competition does not know (the route's 404). */
export async function fetchTrader(
  url: string,
  address: string,
  signal?: AbortSignal,
): Promise<CompetitionTrader | null> {
  if (!ADDRESS.test(address)) return null;
  let response: Response;
  try {
    response = await fetch(`${url}/competition/users/${address.toLowerCase()}`, { signal });
  } catch (error) {
    throw new IndexerUnavailableError(`the indexer at ${url} cannot be reached`, { cause: error });
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new IndexerUnavailableError(`the indexer answered ${response.status}`);
  const body = (await response.json()) as { user?: unknown };
  return parseTrader(body.user) ?? null;
}

// The trading competition's results (docs/competition.md, "Results"): every registered trader's volume
// from the indexer, ranked again here with the sdk's teamLeaderboard (the indexer's own ranks are
// not trusted), then posted by the owner while the competition is in Close: the team ranks, and each
// trader's reward group in batches. Anyone can run the same computation and compare it with the
// TeamRank and UserResult events.
import { flaskTradingCompetitionAbi } from '@flaskswap/contracts';
import { type CompetitionTrader, type RankedTeam, type RankedTrader, teamLeaderboard } from '@flaskswap/sdk';
import {
  type Account,
  type Address,
  type Chain,
  type Client,
  getAddress,
  type PublicActions,
  type Transport,
  type WalletActions,
} from 'viem';
import { readManifest } from '../manifest.ts';

/** Users per setUserResults call: about 40k gas each, well under a block. */
export const RESULTS_BATCH_SIZE = 200;
/** The indexer's largest page of /competition/users. */
const USERS_PAGE = 1000;

export interface CompetitionResultsOptions {
  /** A client on the competition's chain that can send the owner's transactions. */
  client: Client<Transport, Chain | undefined, Account | undefined> & PublicActions & WalletActions;
  /** The competition's owner: an unlocked node account (its address) or a local account. */
  owner: Address | Account;
  /** The indexer's base URL (e.g. http://127.0.0.1:42069). */
  indexerUrl: string;
  /** The competition; by default the one in this chain's manifest (deployments/<chainId>.json). */
  competition?: Address;
}

export interface CompetitionResults {
  teams: RankedTeam[];
  /** Every trader with volume, as posted (traders without volume get no result, hence nothing). */
  users: RankedTrader[];
  /** The transactions sent: setTeamRanks first, then the setUserResults batches. */
  transactions: number;
}

/** Every registered trader with its volume, page by page. */
export async function fetchCompetitionTraders(indexerUrl: string): Promise<CompetitionTrader[]> {
  const traders: CompetitionTrader[] = [];
  for (let skip = 0; ; skip += USERS_PAGE) {
    const response = await fetch(`${indexerUrl}/competition/users?first=${USERS_PAGE}&skip=${skip}`);
    if (!response.ok)
      throw new Error(`Indexer: /competition/users answered ${response.status} ${await response.text()}`);
    const { users } = (await response.json()) as { users: CompetitionTrader[] };
    for (const user of users) {
      if (!Number.isFinite(user.volumeUsd) || user.volumeUsd < 0 || !Number.isInteger(user.teamId)) {
        throw new Error(`Indexer: a malformed trader ${JSON.stringify(user)}`);
      }
      traders.push({ address: getAddress(user.address), teamId: user.teamId, volumeUsd: user.volumeUsd });
    }
    if (users.length < USERS_PAGE) return traders;
  }
}

/** Computes the results from the indexer and posts them; the competition must be in Close. */
export async function postCompetitionResults(options: CompetitionResultsOptions): Promise<CompetitionResults> {
  const { client, owner } = options;
  const competition = options.competition ?? manifestCompetition(await client.getChainId());
  const { teams, users } = teamLeaderboard(await fetchCompetitionTraders(options.indexerUrl));
  const ranked = users.filter((user) => user.rewardGroup !== undefined);

  const send = async (request: { functionName: 'setTeamRanks' | 'setUserResults'; args: readonly unknown[] }) => {
    const hash = await client.writeContract({
      address: competition,
      abi: flaskTradingCompetitionAbi,
      account: owner,
      chain: client.chain ?? null,
      ...request,
    } as never);
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 });
    if (receipt.status !== 'success') throw new Error(`${request.functionName} reverted (${hash})`);
  };
  let transactions = 0;
  if (teams.length > 0) {
    await send({
      functionName: 'setTeamRanks',
      args: [teams.map((team) => BigInt(team.teamId)), teams.map((team) => team.rank)],
    });
    transactions++;
  }
  for (let start = 0; start < ranked.length; start += RESULTS_BATCH_SIZE) {
    const batch = ranked.slice(start, start + RESULTS_BATCH_SIZE);
    await send({
      functionName: 'setUserResults',
      args: [batch.map((user) => user.address as Address), batch.map((user) => user.rewardGroup!)],
    });
    transactions++;
  }
  return { teams, users: ranked, transactions };
}

function manifestCompetition(chainId: number): Address {
  const address = readManifest(chainId)?.competition?.address;
  if (!address)
    throw new Error(`Competition results: no competition in the manifest of chain ${chainId}; pass competition`);
  return address;
}

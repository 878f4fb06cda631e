// `npm run competition:results -w @flaskswap/devnet -- --rpc URL --indexer URL`: computes the
// trading competition's results from the indexer and posts them as the owner (docs/competition.md).
// The owner's key is DEPLOYER_PRIVATE_KEY, or on the devnet anvil's unlocked account #0. With
// --dry-run it only prints the ranks: anyone can recompute them and compare with the chain's events.
import { parseArgs } from 'node:util';
import { DEVNET_CHAIN_ID, teamLeaderboard } from '@flaskswap/sdk';
import { type Address, createWalletClient, type Hex, http, publicActions } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { deployerAccount } from './accounts.ts';
import { chainAt } from './chain.ts';
import { fetchCompetitionTraders, postCompetitionResults } from './operator/competitionResults.ts';

const { values } = parseArgs({
  options: {
    rpc: { type: 'string', default: 'http://127.0.0.1:8545' },
    indexer: { type: 'string', default: 'http://127.0.0.1:42069' },
    competition: { type: 'string' },
    'dry-run': { type: 'boolean' },
  },
});
const key = process.env.DEPLOYER_PRIVATE_KEY as Hex | undefined;
if (key !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(key)) {
  console.error('DEPLOYER_PRIVATE_KEY must hold the owner key as 0x followed by 64 hex digits.');
  process.exit(2);
}

try {
  const indexerUrl = values.indexer.replace(/\/+$/, '');
  if (values['dry-run']) {
    const { teams, users } = teamLeaderboard(await fetchCompetitionTraders(indexerUrl));
    console.log(JSON.stringify({ teams, users }, null, 2));
    process.exit(0);
  }
  const probe = createWalletClient({ transport: http(values.rpc) }).extend(publicActions);
  const chainId = await probe.getChainId();
  const chain = chainAt(chainId, values.rpc);
  if (!key && chainId !== DEVNET_CHAIN_ID) throw new Error('DEPLOYER_PRIVATE_KEY is needed outside the devnet.');
  const owner = key ? privateKeyToAccount(key) : deployerAccount.address;
  const client = createWalletClient({ chain, transport: http(values.rpc) }).extend(publicActions);
  const results = await postCompetitionResults({
    client,
    owner,
    indexerUrl,
    competition: values.competition as Address | undefined,
  });
  for (const team of results.teams) {
    console.log(`team ${team.teamId}: rank ${team.rank}, $${team.volumeUsd.toFixed(2)} from ${team.traders} traders`);
  }
  console.log(`${results.users.length} traders' reward groups posted in ${results.transactions} transactions`);
  process.exit(0); // viem's keep-alive sockets would keep the process alive
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// What `npm start` prints once the stack is up: where everything is, what runs, the test accounts.
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { formatEther } from 'viem';
import { devnetAccounts } from './accounts.ts';
import { MARKET_KEEPER_ACCOUNT_INDEX, marketKeeperAccount } from './keepers/account.ts';
import { type Manifest, manifestPath } from './manifest.ts';

export interface BannerFacts {
  seconds: number;
  /** 'fresh deploy, N swaps of history' or 'persisted chain'. */
  chainOrigin: string;
  appUrl: string;
  indexerUrl: string;
  hubUrl: string;
  rpcUrl: string;
  blockTime: number;
  manifest: Manifest;
  /** One line each: what runs, or why not. */
  market: string;
  prediction: string;
  lottery: string;
}

/** The IFO, competition and auction playgrounds: where to look and what to run (README's playground). */
function playgroundLines(manifest: Manifest, app: string): string {
  const { ifo, competition, auction } = manifest;
  const live = ifo?.sales.find((sale) => sale.isActive);
  const finished = (ifo?.sales.length ?? 0) - (live ? 1 : 0);
  return [
    ifo &&
      `  IFO      ${app}/ifo: ${live ? `${live.name} (${live.token.symbol}) for FLASK-BNB LP` : 'no live sale'}; ${finished} finished sales at /ifo/history`,
    competition &&
      `  Battle   ${app}/competition: FlaskTradingCompetition ${competition.address}\n           npm run competition:results -w @flaskswap/devnet posts the results (docs/competition.md)`,
    auction &&
      `  Auction  ${app}/farms/auction: FlaskFarmAuction ${auction.address}\n           npm run auction:farms -w @flaskswap/devnet adds the winners' farms (docs/auction.md)`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The market keeper's line. */
export function marketLine(running: boolean, off: string | undefined): string {
  if (running)
    return `a keeper trades the deep pairs every few seconds from account #${MARKET_KEEPER_ACCOUNT_INDEX} ${marketKeeperAccount.address}; MARKET_KEEPER=off stops it`;
  return off ?? 'keeper off (MARKET_KEEPER=off)';
}

export function startBanner(facts: BannerFacts): string {
  const balance = 10000n * 10n ** 18n;
  return `
FlaskSwap devnet is up (${facts.seconds.toFixed(1)} s, ${facts.chainOrigin})
  App      ${facts.appUrl}
  Indexer  ${facts.indexerUrl}/graphql   (REST /amm/pairs…, status /status, alive /health, caught up /ready)
  Hub      ${facts.hubUrl}   (usernames /api/users, voting /api/voting and /verify, IPFS stand-in /ipfs/<cid>; alive /health, ready /ready)
  RPC      ${facts.rpcUrl}   chain id ${DEVNET_CHAIN_ID}, ${facts.blockTime}-second blocks
  Manifest ${manifestPath(DEVNET_CHAIN_ID)}
  Market   ${facts.market}
  Predict  ${facts.prediction}
  Lottery  ${facts.lottery}
${playgroundLines(facts.manifest, facts.appUrl)}

Test accounts (public keys of anvil's test mnemonic; ${formatEther(balance)} BNB each at genesis):
${devnetAccounts
  .map((account, i) => {
    const key = account.getHdKey().privateKey;
    const hex = key ? `0x${Buffer.from(key).toString('hex')}` : '';
    return `  (${i}) ${account.address}  ${hex}${i === 0 ? '  deployer, voting admin' : i === 1 ? '  "Local test wallet" in the app' : ''}`;
  })
  .join('\n')}

The indexer and the hub restart by themselves when they stop; if the chain stops, everything stops.
Ctrl-C stops everything (twice: at once); \`npm start -- --fresh\` starts over from an empty chain.
`;
}

export { DEVNET_MNEMONIC, deployerAccount, devnetAccounts, playerAccounts } from './accounts.ts';
export { type Anvil, type AnvilOptions, startAnvil } from './anvil.ts';
export { chainAt, devnetChain } from './chain.ts';
export { priceOf, SEED_PAIRS, SEED_TOKENS, type SeedToken, seedAmountsOf } from './deploy/amm.seed.ts';
export { UNSUPPORTED_SEED_TOKEN } from './deploy/amm.unsupported.ts';
export { AUCTION_SEED_STORY, LIVE_AUCTION_BLOCKS, LIVE_AUCTION_DELAY_BLOCKS } from './deploy/auction.seed.ts';
export { COMPETITION_SEED_STORY } from './deploy/competition.seed.ts';
export {
  IFO_BASIC_LIMIT_LP,
  IFO_POINTS_THRESHOLD_LP,
  type IfoPoints,
  type IfoPoolFigures,
  type IfoSaleTerms,
  lpWorth,
  SEED_LP_USD,
} from './deploy/ifo.sales.ts';
export {
  IFO_SEED_STORY,
  type IfoSeedParticipant,
  type IfoSeedPool,
  type IfoSeedSale,
  LIVE_SALE_BLOCKS,
} from './deploy/ifo.seed.ts';
export {
  LOTTERY_PLAYER_INDEXES,
  LOTTERY_SEED_STORY,
  type LotterySeedPurchase,
  type LotterySeedRound,
  type LotterySeedWinner,
  lotteryPlayerAccounts,
  SEED_OPEN_ROUND_SECONDS,
} from './deploy/lottery.seed.ts';
export {
  PREDICTION_BETTOR_INDEXES,
  PREDICTION_SEED_STORY,
  type PredictionPosition,
  type PredictionSeedBet,
  type PredictionSeedResult,
  predictionBettorAccounts,
} from './deploy/prediction.seed.ts';
export {
  DEVNET_BNB_USD_ANSWER,
  DEVNET_FEED_DECIMALS,
  PREDICTION_DEFAULTS,
} from './deploy/prediction.ts';
export { PROFILE_SEED_STORY, type ProfileSeedMember, seedUsernames } from './deploy/profile.seed.ts';
export type { SeedOptions } from './deploy/steps.ts';
export { seedProposals, VOTING_SEED_STORY, type VotingSeedHub, type VotingSeedKey } from './deploy/voting.seed.ts';
export { type Devnet, type DevnetOptions, startDevnet } from './devnet.ts';
export {
  COMPETITION_TRADER_ACCOUNT_INDEXES,
  competitionTraderAccounts,
  lotteryOperatorAccount,
  marketKeeperAccount,
  oracleKeeperAccount,
  predictionOperatorAccount,
} from './keepers/account.ts';
export { seededRandom } from './keepers/tradeChoice.ts';
export {
  anvilActions,
  type DevnetTestClient,
  type DevnetTestClientOptions,
  devnetTestClient,
  mineTo,
  passTime,
  type SendOptions,
  sendAndWait,
  waitForDevnetReceipt,
} from './kit/index.ts';
export { type Manifest, readManifest, writeManifest } from './manifest.ts';
export {
  AUCTION_FARM_ALLOC_POINT,
  AUCTION_FARM_BLOCKS,
  addAuctionFarms,
  endAuctionFarms,
} from './operator/auctionFarms.ts';
export {
  type CompetitionResults,
  type CompetitionResultsOptions,
  fetchCompetitionTraders,
  postCompetitionResults,
  RESULTS_BATCH_SIZE,
} from './operator/competitionResults.ts';
export { type Balanced, nginxInstalled, startNginx } from './stack/nginx.ts';
export { type Stack, type StackOptions, startStack } from './stack/stack.ts';
export { startTestDevnet, type TestDevnet, type TestDevnetOptions } from './testDevnet.ts';
export {
  closeTestAuction,
  mineToPublicClose,
  startTestAuction,
  type TestAuction,
  type TestAuctionOptions,
} from './testing/farmAuction.ts';
export { freePort } from './testing/freePort.ts';
export { deployIfoSale, type IfoTestSale, type IfoTestSaleOptions, transferIfoLp } from './testing/ifoSale.ts';
export { findPostgresBin, type PostgresServer, startPostgres } from './testing/postgres.ts';
export { RpcProxy } from './testing/rpcProxy.ts';
export { devnetTransport } from './transport.ts';

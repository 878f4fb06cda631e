// What the indexer follows: every contract of deployments/<chainId>.json, from its start block.
import {
  flaskFactoryAbi,
  flaskLotteryAbi,
  flaskPairAbi,
  flaskPredictionAbi,
  flaskTradingCompetitionAbi,
  flaskVaultAbi,
  masterChefAbi,
  smartChefBaseAbi,
  smartChefFactoryAbi,
} from '@flaskswap/contracts';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { createConfig, factory } from 'ponder';
import { type Address, erc20Abi, getAbiItem } from 'viem';
import { manifestSpenders } from './src/approvals/spenders.ts';
import { readSettings } from './src/settings.ts';

const settings = readSettings();
const { contracts, startBlock } = settings.manifest;
const chain = 'flaskswap' as const;
const required = (name: keyof typeof contracts & string) => {
  const address = contracts[name];
  if (!address) throw new Error(`deployments/${settings.chainId}.json has no ${name}`);
  return address;
};
// The prediction is left out where the manifest has none (src/prediction.ts then registers no
// handlers); the cast keeps its handlers typed either way.
const predictionAddress = contracts.FlaskPrediction;
const prediction = {
  FlaskPrediction: { chain, abi: flaskPredictionAbi, address: predictionAddress as Address, startBlock },
};
// The lottery likewise (src/lottery.ts).
const lotteryAddress = contracts.FlaskLottery;
const lottery = {
  FlaskLottery: { chain, abi: flaskLotteryAbi, address: lotteryAddress as Address, startBlock },
};
// The trading competition likewise (src/competition.ts), from its own deployment block.
const competitionSection = settings.manifest.competition;
const competition = {
  FlaskTradingCompetition: {
    chain,
    abi: flaskTradingCompetitionAbi,
    address: competitionSection?.address as Address,
    startBlock: competitionSection?.startBlock ?? startBlock,
  },
};

export default createConfig({
  database: settings.databaseUrl
    ? { kind: 'postgres', connectionString: settings.databaseUrl }
    : { kind: 'pglite', directory: settings.pgliteDirectory },
  chains: {
    [chain]: {
      id: settings.chainId,
      rpc: settings.rpcUrls.length === 1 ? settings.rpcUrls[0] : settings.rpcUrls,
      // Ponder's RPC cache makes a restart resume in seconds. A devnet chain id is reused by every
      // fresh chain, so launcher/freshness.ts drops that cache whenever the chain is new.
      pollingInterval: settings.chainId === DEVNET_CHAIN_ID ? 500 : 1_000,
    },
  },
  contracts: {
    FlaskFactory: { chain, abi: flaskFactoryAbi, address: required('FlaskFactory'), startBlock },
    FlaskPair: {
      chain,
      abi: flaskPairAbi,
      address: factory({
        address: required('FlaskFactory'),
        event: getAbiItem({ abi: flaskFactoryAbi, name: 'PairCreated' }),
        parameter: 'pair',
      }),
      // LP approvals only to FlaskSwap contracts, filtered by the RPC (src/approvals.ts).
      filter: { event: 'Approval', args: { spender: manifestSpenders(settings.manifest) } },
      startBlock,
    },
    // The manifest's tokens, for their Approval logs (src/approvals.ts).
    ListedToken: { chain, abi: erc20Abi, address: Object.values(settings.manifest.tokens), startBlock },
    MasterChef: { chain, abi: masterChefAbi, address: required('MasterChef'), startBlock },
    FlaskVault: { chain, abi: flaskVaultAbi, address: required('FlaskVault'), startBlock },
    SmartChefFactory: { chain, abi: smartChefFactoryAbi, address: required('SmartChefFactory'), startBlock },
    SmartChef: {
      chain,
      abi: smartChefBaseAbi,
      address: factory({
        address: required('SmartChefFactory'),
        event: getAbiItem({ abi: smartChefFactoryAbi, name: 'PoolCreated' }),
        parameter: 'pool',
      }),
      startBlock,
    },
    ...(predictionAddress ? prediction : ({} as typeof prediction)),
    ...(lotteryAddress ? lottery : ({} as typeof lottery)),
    ...(competitionSection ? competition : ({} as typeof competition)),
  },
});

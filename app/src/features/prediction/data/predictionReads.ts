import { flaskPredictionAbi, iAggregatorV3Abi, multicall3Abi } from '@flaskswap/contracts';
import { type LedgerEntry, type PredictionRound, positionFromIndex, roundFromContract } from '@flaskswap/sdk';
import type { Address } from 'viem';
import { MULTICALL3_ADDRESS } from '@/chain/chains.ts';
import type { ChainReadsData } from '@/chain/reads.ts';
import type { OraclePrice, PredictionAccount, PredictionStatus } from './types.ts';

export interface PredictionContracts {
  prediction: Address;
  /** The manifest's BnbUsdPriceFeed: the feed the prediction reads (its `oracle()`). */
  feed: Address | undefined;
}

/** Epochs current − 5 … current + 1 (the next round, read once it exists). */
export function windowEpochs(currentEpoch: bigint | undefined): bigint[] {
  if (currentEpoch === undefined) return [];
  const epochs: bigint[] = [];
  for (let epoch = currentEpoch - 5n; epoch <= currentEpoch + 1n; epoch += 1n) if (epoch >= 1n) epochs.push(epoch);
  return epochs;
}

/**
 * The page's one multicall: the contract's settings and state, the feed's latest answer, the
 * rounds of `epochs`, and for an account its ledger, claimable and refundable per epoch and its
 * BNB balance. `epochs` comes from the previous read's current epoch (empty on the first read).
 */
export function predictionReadCalls(contracts: PredictionContracts, epochs: readonly bigint[], account?: Address) {
  const prediction = { address: contracts.prediction, abi: flaskPredictionAbi } as const;
  const perEpoch = <call>(make: (epoch: bigint, owner: Address) => call): call[] =>
    account ? epochs.map((epoch) => make(epoch, account)) : [];
  return {
    settings: [
      { ...prediction, functionName: 'currentEpoch' },
      { ...prediction, functionName: 'intervalBlocks' },
      { ...prediction, functionName: 'bufferBlocks' },
      { ...prediction, functionName: 'minBetAmount' },
      { ...prediction, functionName: 'rewardRate' },
      { ...prediction, functionName: 'paused' },
    ] as const,
    feed: contracts.feed
      ? ([
          { address: contracts.feed, abi: iAggregatorV3Abi, functionName: 'latestRoundData' },
          { address: contracts.feed, abi: iAggregatorV3Abi, functionName: 'decimals' },
        ] as const)
      : [],
    rounds: epochs.map((epoch) => ({ ...prediction, functionName: 'rounds', args: [epoch] }) as const),
    ledgers: perEpoch((epoch, owner) => ({ ...prediction, functionName: 'ledger', args: [epoch, owner] }) as const),
    claimable: perEpoch(
      (epoch, owner) => ({ ...prediction, functionName: 'claimable', args: [epoch, owner] }) as const,
    ),
    refundable: perEpoch(
      (epoch, owner) => ({ ...prediction, functionName: 'refundable', args: [epoch, owner] }) as const,
    ),
    balance: account
      ? ([{ address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getEthBalance', args: [account] }] as const)
      : [],
  };
}

export type PredictionReads = ChainReadsData<ReturnType<typeof predictionReadCalls>>;

export interface PredictionSettings {
  currentEpoch: bigint;
  intervalBlocks: bigint;
  bufferBlocks: bigint;
  minBetAmount: bigint;
  rewardRate: bigint;
  paused: boolean;
}

/** The settings, or undefined when any of them could not be read (the page's error state). */
export function decodeSettings(reads: PredictionReads): PredictionSettings | undefined {
  const [currentEpoch, intervalBlocks, bufferBlocks, minBetAmount, rewardRate, paused] = reads.settings;
  if (
    currentEpoch == null ||
    intervalBlocks == null ||
    bufferBlocks == null ||
    minBetAmount == null ||
    rewardRate == null ||
    paused == null
  ) {
    return undefined;
  }
  return { currentEpoch, intervalBlocks, bufferBlocks, minBetAmount, rewardRate, paused };
}

export function decodeOracle(reads: PredictionReads): OraclePrice | undefined {
  const [latest, decimals] = reads.feed;
  if (!latest || decimals == null) return undefined;
  const [roundId, price, , updatedAt] = latest;
  return { roundId, price, decimals, updatedAt };
}

/** Rounds the contract has started (an epoch not started yet reads as zeros and is left out). */
export function decodeRounds(reads: PredictionReads): PredictionRound[] {
  const rounds: PredictionRound[] = [];
  for (const answer of reads.rounds) {
    if (!answer || answer[0] === 0n) continue;
    rounds.push(roundFromContract(answer));
  }
  return rounds;
}

export function decodeAccount(
  reads: PredictionReads,
  epochs: readonly bigint[],
  address: Address,
): PredictionAccount | undefined {
  const balance = reads.balance[0];
  if (balance == null) return undefined;
  const ledgers = new Map<string, LedgerEntry>();
  const claimable: bigint[] = [];
  const refundable: bigint[] = [];
  epochs.forEach((epoch, i) => {
    const ledger = reads.ledgers[i];
    if (ledger && ledger[1] > 0n) {
      ledgers.set(epoch.toString(), { position: positionFromIndex(ledger[0]), amount: ledger[1], claimed: ledger[2] });
    }
    if (reads.claimable[i]) claimable.push(epoch);
    if (reads.refundable[i]) refundable.push(epoch);
  });
  return { address, balance, ledgers, claimable, refundable };
}

/**
 * SPEC.md §4's status: initial until the first answer, error when the contract is missing or its
 * settings cannot be read (a failed read with nothing to show), paused when it says so, else live.
 */
export function predictionStatus(params: {
  deployed: boolean;
  reads: PredictionReads | undefined;
  readFailed: boolean;
}): PredictionStatus {
  if (!params.deployed) return 'error';
  if (!params.reads) return params.readFailed ? 'error' : 'initial';
  const settings = decodeSettings(params.reads);
  if (!settings) return 'error';
  return settings.paused ? 'paused' : 'live';
}

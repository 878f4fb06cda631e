// The prediction contract's round and ledger entries (SPEC.md §3) as plain bigint records.

export type BetPosition = 'Bull' | 'Bear';

/** The contract's Position enum: 0 = Bull, 1 = Bear. */
export function positionFromIndex(index: number): BetPosition {
  return index === 0 ? 'Bull' : 'Bear';
}

export interface PredictionRound {
  epoch: bigint;
  startBlock: bigint;
  lockBlock: bigint;
  endBlock: bigint;
  lockPrice: bigint;
  closePrice: bigint;
  totalAmount: bigint;
  bullAmount: bigint;
  bearAmount: bigint;
  rewardBaseCalAmount: bigint;
  rewardAmount: bigint;
  oracleCalled: boolean;
}

/** A round as it starts: its blocks, no bets and no prices yet. */
export function startedRound(epoch: bigint, startBlock: bigint, lockBlock: bigint, endBlock: bigint): PredictionRound {
  return {
    epoch,
    startBlock,
    lockBlock,
    endBlock,
    lockPrice: 0n,
    closePrice: 0n,
    totalAmount: 0n,
    bullAmount: 0n,
    bearAmount: 0n,
    rewardBaseCalAmount: 0n,
    rewardAmount: 0n,
    oracleCalled: false,
  };
}

/** What the contract's `rounds(epoch)` returns (block numbers are uint48: numbers in viem). */
export type ContractRound = readonly [
  epoch: bigint,
  startBlock: number | bigint,
  lockBlock: number | bigint,
  endBlock: number | bigint,
  lockPrice: bigint,
  closePrice: bigint,
  totalAmount: bigint,
  bullAmount: bigint,
  bearAmount: bigint,
  rewardBaseCalAmount: bigint,
  rewardAmount: bigint,
  oracleCalled: boolean,
];

export function roundFromContract(answer: ContractRound): PredictionRound {
  const [epoch, startBlock, lockBlock, endBlock, lockPrice, closePrice, totalAmount, ...rest] = answer;
  const [bullAmount, bearAmount, rewardBaseCalAmount, rewardAmount, oracleCalled] = rest;
  return {
    epoch,
    startBlock: BigInt(startBlock),
    lockBlock: BigInt(lockBlock),
    endBlock: BigInt(endBlock),
    lockPrice,
    closePrice,
    totalAmount,
    bullAmount,
    bearAmount,
    rewardBaseCalAmount,
    rewardAmount,
    oracleCalled,
  };
}

/** A round the contract has not started yet, shown from an estimated start block. */
export interface PlaceholderRound extends PredictionRound {
  placeholder: true;
}

export type RoundEntry = PredictionRound | PlaceholderRound;

export function isPlaceholderRound(round: RoundEntry): round is PlaceholderRound {
  return 'placeholder' in round && round.placeholder;
}

/** One account's bet in one round: `ledger(epoch, account)`; amount 0 means no bet. */
export interface LedgerEntry {
  position: BetPosition;
  amount: bigint;
  claimed: boolean;
}

/** Round lengths the results depend on (`bufferBlocks` decides when an unsettled round is canceled). */
export interface RoundTiming {
  intervalBlocks: bigint;
  bufferBlocks: bigint;
}

/** SPEC.md §9 defaults. */
export const PREDICTION_DEFAULTS = {
  intervalBlocks: 100n,
  bufferBlocks: 20n,
  minBetAmount: 1_000_000_000_000_000n,
  rewardRate: 97n,
} as const;

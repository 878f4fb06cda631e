// Shared by every usePrediction() caller (the page, the history and chart panes), so they ask for
// the same calls and share one read: the epoch window to read and the rounds kept between answers,
// per prediction contract.
import { advanceRounds, initializeRounds, type RoundEntry } from '@flaskswap/sdk';
import type { Address } from 'viem';
import { create } from 'zustand';
import { decodeOracle, decodeRounds, type PredictionReads, type PredictionSettings } from './predictionReads.ts';
import type { PredictionMarket } from './types.ts';

/** The current epoch of the latest answer, per prediction: the window the next read asks for. */
export const useEpochAnchors = create<{
  anchors: Readonly<Record<Address, bigint>>;
  setAnchor(prediction: Address, epoch: bigint): void;
}>((set) => ({
  anchors: {},
  setAnchor: (prediction, epoch) =>
    set((state) =>
      state.anchors[prediction] === epoch ? state : { anchors: { ...state.anchors, [prediction]: epoch } },
    ),
}));

const books = new Map<Address, { epoch: bigint; rounds: RoundEntry[] }>();
const marketByAnswer = new WeakMap<object, PredictionMarket>();

/**
 * The market of one answer, worked out once however many components read it. The rounds follow
 * SPEC.md §4: `initializeRounds` on the first answer with rounds, `advanceRounds` on each later one.
 */
export function marketFromAnswer(
  prediction: Address,
  reads: PredictionReads,
  settings: PredictionSettings,
  blockNumber: bigint,
): PredictionMarket {
  const cached = marketByAnswer.get(reads);
  if (cached) return cached;
  const fetched = decodeRounds(reads);
  const stored = books.get(prediction);
  const rounds =
    stored === undefined || stored.rounds.length === 0
      ? fetched.length > 0
        ? initializeRounds(fetched, settings.currentEpoch, settings.intervalBlocks)
        : []
      : advanceRounds({
          stored: stored.rounds,
          storedEpoch: stored.epoch,
          fetched,
          currentEpoch: settings.currentEpoch,
          intervalBlocks: settings.intervalBlocks,
        });
  books.set(prediction, { epoch: settings.currentEpoch, rounds });
  const market = { address: prediction, blockNumber, ...settings, oracle: decodeOracle(reads), rounds };
  marketByAnswer.set(reads, market);
  return market;
}

import { useEffect, useMemo } from 'react';
import type { Address } from 'viem';
import { useDeployment } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
import { useChainReads } from '@/chain/reads.ts';
import {
  decodeAccount,
  decodeSettings,
  type PredictionContracts,
  predictionReadCalls,
  predictionStatus,
  windowEpochs,
} from './predictionReads.ts';
import { marketFromAnswer, useEpochAnchors } from './sharedRounds.ts';
import type { PredictionAccount, PredictionMarket, PredictionStatus } from './types.ts';

/** The prediction and its feed on the active chain, from the manifest. */
export function usePredictionContracts(): PredictionContracts | undefined {
  const deployment = useDeployment();
  const prediction = deployment?.contracts.FlaskPrediction as Address | undefined;
  const feed = deployment?.contracts.BnbUsdPriceFeed as Address | undefined;
  return useMemo(() => (prediction ? { prediction, feed } : undefined), [prediction, feed]);
}

export interface PredictionState {
  status: PredictionStatus;
  market: PredictionMarket | undefined;
  /** Undefined without a wallet or until the account's reads arrived. */
  account: PredictionAccount | undefined;
  /** Reads again now (the error state's retry). */
  retry: () => void;
}

/**
 * The /prediction page's data: ONE multicall per tick (public and account reads, SPEC.md §7),
 * shared by every component that calls it. Which epochs it reads comes from the previous
 * answer's current epoch, so the first read only learns the epoch and the next one brings its
 * rounds. The rounds shown follow SPEC.md §4's placeholder rules (sharedRounds.ts).
 */
export function usePrediction(): PredictionState {
  const contracts = usePredictionContracts();
  const { address } = useConnection();
  const epochAnchor = useEpochAnchors((state) => (contracts ? state.anchors[contracts.prediction] : undefined));
  const setAnchor = useEpochAnchors((state) => state.setAnchor);
  const epochs = useMemo(() => windowEpochs(epochAnchor), [epochAnchor]);
  const calls = useMemo(
    () => (contracts ? predictionReadCalls(contracts, epochs, address) : undefined),
    [contracts, epochs, address],
  );
  const query = useChainReads(calls, { keepPreviousData: true });
  const { data, blockNumber, isPlaceholderData, refetch } = query;

  const settings = useMemo(() => (data ? decodeSettings(data) : undefined), [data]);
  const currentEpoch = settings?.currentEpoch;
  useEffect(() => {
    if (contracts && currentEpoch !== undefined) setAnchor(contracts.prediction, currentEpoch);
  }, [contracts, currentEpoch, setAnchor]);

  const market = useMemo(
    () =>
      contracts && data && settings && blockNumber !== undefined
        ? marketFromAnswer(contracts.prediction, data, settings, blockNumber)
        : undefined,
    [contracts, data, settings, blockNumber],
  );

  const account = useMemo(
    () => (address && data && !isPlaceholderData ? decodeAccount(data, epochs, address) : undefined),
    [address, data, isPlaceholderData, epochs],
  );

  const status = predictionStatus({ deployed: Boolean(contracts), reads: data, readFailed: query.isError });
  return { status, market, account, retry: () => void refetch() };
}

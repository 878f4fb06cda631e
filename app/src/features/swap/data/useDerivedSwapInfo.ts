import {
  type Currency,
  type CurrencyAmount,
  computeSlippageAdjustedAmounts,
  computeSplitPriceBreakdown,
  type PriceImpactSeverity,
  pairAddressOf,
  priceImpactSeverity,
  type SplitTrade,
  type TradePriceBreakdown,
  tryParseCurrencyAmount,
} from '@flaskswap/sdk';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { useConnection } from '@/chain/connection.ts';
import { useGasPrice } from '@/chain/gasPrice.ts';
import { isBlockedAddress } from '@/features/blocklist';
import { useCurrency, useCurrencyBalances } from '@/features/tokens';
import { useAppStore } from '@/state/store.ts';
import { swapInputError } from '../logic/inputError.ts';
import type { Message } from '../logic/message.ts';
import { isBadRecipient, type ParsedRecipient, parseRecipient } from '../logic/recipient.ts';
import type { SwapState } from '../logic/swapState.ts';
import { type WrapType, wrapInputError, wrapTypeOf } from '../logic/wrap.ts';
import { useBestTrade } from './useBestTrade.ts';
import { useCandidatePairs } from './useCandidatePairs.ts';
import { useRecipientName } from './useRecipientName.ts';
import { type SwapDeployment, useSwapDeployment } from './useSwapChainConfig.ts';

export interface DerivedSwapInfo {
  swap: SwapDeployment | undefined;
  inputCurrency: Currency | undefined;
  outputCurrency: Currency | undefined;
  /** The currency ids resolve to nothing (not BNB, not a token). */
  invalidCurrencyIds: { INPUT: boolean; OUTPUT: boolean };
  balances: { INPUT: CurrencyAmount | undefined; OUTPUT: CurrencyAmount | undefined };
  parsedAmount: CurrencyAmount | undefined;
  /** The best single route, or a split of the amount over several routes. */
  trade: SplitTrade | undefined;
  /** Reserves for this pair of currencies are still loading. */
  tradeLoading: boolean;
  /** Both currencies and an amount, no route. */
  noRoute: boolean;
  slippageBips: number;
  singleHopOnly: boolean;
  slippageAdjusted: { maximumAmountIn: CurrencyAmount; minimumAmountOut: CurrencyAmount } | undefined;
  breakdown: TradePriceBreakdown<Currency> | undefined;
  severity: PriceImpactSeverity;
  parsedRecipient: ParsedRecipient | null;
  /** Who receives: the account, or the recipient field's address once valid. */
  recipientAddress: Address | undefined;
  inputError: Message | undefined;
  wrapType: WrapType;
  wrapError: Message | undefined;
}

/** The page's derived state: currencies, balances, the best trade and what stands in the way. */
export function useDerivedSwapInfo(state: SwapState): DerivedSwapInfo {
  const { address: account } = useConnection();
  const swap = useSwapDeployment();
  const singleHopOnly = useAppStore((s) => s.userSingleHopOnly);
  const slippageBips = useAppStore((s) => s.userSlippageTolerance);
  const inputResolved = useCurrency(state.INPUT.currencyId);
  const outputResolved = useCurrency(state.OUTPUT.currencyId);
  const inputCurrency = inputResolved ?? undefined;
  const outputCurrency = outputResolved ?? undefined;
  const currencies = useMemo(() => [inputCurrency, outputCurrency], [inputCurrency, outputCurrency]);
  const [balanceIn, balanceOut] = useCurrencyBalances(account, currencies);

  const exactIn = state.independentField === 'INPUT';
  const independentCurrency = exactIn ? inputCurrency : outputCurrency;
  const otherCurrency = exactIn ? outputCurrency : inputCurrency;
  const parsedAmount = useMemo(
    () => (independentCurrency ? tryParseCurrencyAmount(state.typedValue, independentCurrency) : undefined),
    [state.typedValue, independentCurrency],
  );

  const wrapType = wrapTypeOf(inputCurrency, outputCurrency);
  const isWrap = wrapType !== 'NOT_APPLICABLE';
  const { pairs, loading: pairsLoading } = useCandidatePairs(
    swap,
    isWrap ? undefined : inputCurrency,
    isWrap ? undefined : outputCurrency,
  );
  const gasPriceWei = useGasPrice();
  const split =
    swap?.splitRouter && gasPriceWei !== undefined
      ? { gasPriceWei, wrappedNative: swap.config.wrappedNative }
      : undefined;
  const trade = useBestTrade(pairs, isWrap ? undefined : parsedAmount, otherCurrency, exactIn, {
    singleHopOnly,
    split,
  });

  const slippageAdjusted = useMemo(
    () => (trade ? computeSlippageAdjustedAmounts(trade, slippageBips) : undefined),
    [trade, slippageBips],
  );
  const breakdown = useMemo(() => (trade ? computeSplitPriceBreakdown(trade) : undefined), [trade]);
  const severity = breakdown ? priceImpactSeverity(breakdown.priceImpactWithoutFee) : 0;

  const parsedRecipient = useMemo(
    () => (state.recipient === null ? null : parseRecipient(state.recipient)),
    [state.recipient],
  );
  const name = useRecipientName(parsedRecipient?.kind === 'name' ? parsedRecipient.name : undefined);
  const chosenRecipient =
    parsedRecipient?.kind === 'address'
      ? parsedRecipient.address
      : parsedRecipient?.kind === 'name'
        ? name.address
        : undefined;
  const recipientAddress = parsedRecipient === null ? account : chosenRecipient;

  // The routers, the tokens and pairs of the routes: sending there would lose the tokens.
  const forbiddenRecipients = useMemo(() => {
    if (!swap) return [];
    const addresses: string[] = [swap.router];
    if (swap.splitRouter) addresses.push(swap.splitRouter);
    for (const { route } of trade?.parts ?? []) {
      const path = route.path;
      addresses.push(...path.map((token) => token.address));
      for (let i = 0; i + 1 < path.length; i++) addresses.push(pairAddressOf(swap.config, path[i]!, path[i + 1]!));
    }
    return addresses;
  }, [swap, trade]);
  const recipientIsBad = Boolean(
    parsedRecipient && chosenRecipient && isBadRecipient(chosenRecipient, forbiddenRecipients, isBlockedAddress),
  );

  const inputError = swapInputError({
    account,
    parsedAmount,
    inputCurrency,
    outputCurrency,
    recipient: parsedRecipient,
    resolvedRecipient: chosenRecipient,
    recipientIsBad,
    amountIn: slippageAdjusted?.maximumAmountIn,
    balanceIn,
  });

  const wrapAmount = useMemo(
    () => (isWrap && inputCurrency ? tryParseCurrencyAmount(state.typedValue, inputCurrency) : undefined),
    [isWrap, inputCurrency, state.typedValue],
  );
  const wrapError = wrapType !== 'NOT_APPLICABLE' ? wrapInputError(wrapType, wrapAmount, balanceIn) : undefined;

  const tradeLoading = !isWrap && pairsLoading;
  return {
    swap,
    inputCurrency,
    outputCurrency,
    invalidCurrencyIds: { INPUT: inputResolved === null, OUTPUT: outputResolved === null },
    balances: { INPUT: balanceIn, OUTPUT: balanceOut },
    parsedAmount: isWrap ? wrapAmount : parsedAmount,
    trade,
    tradeLoading,
    noRoute: Boolean(!isWrap && inputCurrency && outputCurrency && parsedAmount && !tradeLoading && !trade),
    slippageBips,
    singleHopOnly,
    slippageAdjusted,
    breakdown,
    severity,
    parsedRecipient,
    recipientAddress,
    inputError,
    wrapType,
    wrapError,
  };
}

import { DISPLAY_PRECISION, maxAmountSpend } from '@flaskswap/sdk';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useConnection } from '@/chain/connection.ts';
import { useApproval } from '@/chain/useApproval.ts';
import { useIsUnsupportedCurrency } from '@/features/tokens';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { useSwapCallback } from './actions/useSwapCallback.ts';
import { useSwapFlow } from './actions/useSwapFlow.ts';
import { useWrapCallback } from './actions/useWrapCallback.ts';
import { useDerivedSwapInfo } from './data/useDerivedSwapInfo.ts';
import { planSwapButton } from './logic/swapButton.ts';
import { swapQueryIssueMessage } from './logic/swapQuery.ts';
import type { Field } from './logic/swapState.ts';
import { useSwapState } from './useSwapState.ts';
import { useUrlTokenImport } from './useUrlTokenImport.ts';

/** Everything the swap page shows and does, so the page itself only lays it out. */
export function useSwapPage() {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const expertMode = useAppStore((s) => s.userExpertMode);
  const form = useSwapState();
  const { state, onUserInput } = form;
  // The recipient field exists only in expert mode (SPEC.md section 6); otherwise the account receives.
  const effectiveState = useMemo(() => (expertMode ? state : { ...state, recipient: null }), [expertMode, state]);
  const info = useDerivedSwapInfo(effectiveState);
  const { trade, inputCurrency, outputCurrency, wrapType } = info;
  const isWrap = wrapType !== 'NOT_APPLICABLE';
  const exactIn = state.independentField === 'INPUT';

  const dependentAmount = isWrap
    ? state.typedValue
    : trade
      ? (exactIn ? trade.outputAmount : trade.inputAmount).toSignificant(DISPLAY_PRECISION.amount)
      : '';
  const amounts: Record<Field, string> = {
    INPUT: exactIn ? state.typedValue : dependentAmount,
    OUTPUT: exactIn ? dependentAmount : state.typedValue,
  };

  // A split is pulled by the split router, a single route by the router: each needs its approval.
  const approval = useApproval({
    token: isWrap || !inputCurrency ? undefined : inputCurrency.isToken ? inputCurrency.address : 'native',
    spender: trade?.isSplit ? info.swap?.splitRouter : info.swap?.router,
    amount: info.slippageAdjusted?.maximumAmountIn.raw,
    symbol: inputCurrency?.symbol ?? '',
  });
  const [approvalSubmitted, setApprovalSubmitted] = useState(false);
  useEffect(() => {
    if (approval.state === 'PENDING') setApprovalSubmitted(true);
  }, [approval.state]);
  // A new input token starts its own approval steps.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the input currency changes
  useEffect(() => setApprovalSubmitted(false), [inputCurrency]);

  const wrap = useWrapCallback(wrapType, info.parsedAmount);
  const onWrap = useCallback(async () => {
    if (await wrap.execute()) onUserInput('INPUT', '');
  }, [wrap, onUserInput]);

  const sendSwap = useSwapCallback(info.swap);
  const clearInput = useCallback(() => onUserInput('INPUT', ''), [onUserInput]);
  const flow = useSwapFlow({
    sendSwap,
    recipient: info.recipientAddress,
    expertMode,
    onSwapSent: clearInput,
  });

  const unsupported = useIsUnsupportedCurrency(inputCurrency, outputCurrency);
  const plan = planSwapButton({
    inputError: info.inputError,
    noRoute: info.noRoute,
    quoteLoading: Boolean(info.tradeLoading && info.parsedAmount && !trade && !info.inputError),
    singleHopOnly: info.singleHopOnly,
    approval: approval.state,
    approvalSubmitted,
    severity: info.severity,
    expertMode,
    inputSymbol: inputCurrency?.symbol ?? '',
  });
  const onSwap = useCallback(() => {
    if (trade && info.breakdown) flow.startSwap(trade, info.breakdown.priceImpactWithoutFee);
  }, [trade, info.breakdown, flow]);

  const maxInput = maxAmountSpend(info.balances.INPUT);
  const atMax = Boolean(
    maxInput && info.parsedAmount?.currency.equals(maxInput.currency) && info.parsedAmount.raw === maxInput.raw,
  );
  const onMax = useCallback(() => {
    if (maxInput) onUserInput('INPUT', maxInput.toExact());
  }, [maxInput, onUserInput]);

  const tokenImport = useUrlTokenImport(inputCurrency, outputCurrency);

  const notices = form.noticesDismissed
    ? []
    : [
        ...form.issues.map((issue) => {
          const { key, data } = swapQueryIssueMessage(issue);
          return t(key, data);
        }),
        ...(['INPUT', 'OUTPUT'] as const)
          .filter((field) => info.invalidCurrencyIds[field])
          .map((field) => t('No token found at %address%', { address: state[field].currencyId ?? '' })),
        ...(!expertMode && form.linkRecipient !== null
          ? [t('Link parameter %param% ignored: sending to another address needs expert mode', { param: 'recipient' })]
          : []),
      ];

  return {
    account,
    expertMode,
    form,
    info,
    isWrap,
    exactIn,
    amounts,
    approval,
    wrap: { ...wrap, onWrap },
    flow,
    plan,
    onSwap,
    unsupported,
    showMaxButton: !atMax,
    onMax,
    tokenImport,
    notices,
  };
}

import { type Percent, priceImpactConfirmation, type SplitTrade } from '@flaskswap/sdk';
import { useCallback, useState } from 'react';
import type { Address } from 'viem';
import type { SentTransaction } from '@/chain/tx/pipeline.ts';
import { useConfirmFlow } from '@/chain/tx/useConfirmFlow.ts';

/** What expert mode asks before swapping at this impact: nothing, a confirm dialog, or typing 'confirm'. */
export type PriceImpactCheck = { kind: 'dialog' | 'typeConfirm'; trade: SplitTrade } | undefined;

/**
 * The swap's confirm step on the shared confirm flow: the review modal (Price Updated / Accept
 * when the quote moves, then waiting, submitted or the error view), or in expert mode a direct
 * send behind the price-impact confirmations, with errors shown inline.
 */
export function useSwapFlow({
  sendSwap,
  recipient,
  expertMode,
  onSwapSent,
}: {
  sendSwap(trade: SplitTrade, recipient: Address | undefined): Promise<SentTransaction>;
  recipient: Address | undefined;
  expertMode: boolean;
  onSwapSent(): void;
}) {
  const flow = useConfirmFlow<SplitTrade>({
    send: (trade) => sendSwap(trade, recipient),
    failedKey: 'Swap failed: %message%',
    onRejected: 'show',
    onSent: onSwapSent,
  });
  const [impactCheck, setImpactCheck] = useState<PriceImpactCheck>();
  const { review, confirm, clearInlineError } = flow;

  /** The Swap button: the review modal, or in expert mode straight to the wallet. */
  const startSwap = useCallback(
    (trade: SplitTrade, priceImpactWithoutFee: Percent) => {
      clearInlineError();
      if (!expertMode) {
        // The swap's calls load while the user reviews (a failure shows when the swap is sent).
        import('./writeRequests.ts').catch(() => {});
        review(trade);
        return;
      }
      const check = priceImpactConfirmation(priceImpactWithoutFee);
      if (check === 'none') void confirm(trade, 'inline');
      else setImpactCheck({ kind: check, trade });
    },
    [expertMode, review, confirm, clearInlineError],
  );

  const confirmImpact = useCallback(() => {
    const trade = impactCheck?.trade;
    setImpactCheck(undefined);
    if (trade) void confirm(trade, 'inline');
  }, [impactCheck, confirm]);

  return {
    /** The confirm modal's state: the reviewed trade is `modal.target`. */
    confirmFlow: flow,
    inlineError: flow.inlineErrorText,
    impactCheck,
    startSwap,
    confirmSwap: () => void confirm(),
    acceptChanges: flow.update,
    dismiss: flow.dismiss,
    confirmImpact,
    cancelImpactCheck: () => setImpactCheck(undefined),
  };
}

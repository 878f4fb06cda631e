import { type Percent, priceImpactConfirmation, type Trade } from '@flaskswap/sdk';
import { useCallback, useRef, useState } from 'react';
import type { Address, Hex } from 'viem';
import type { SwapErrorMessage } from '../logic/swapErrors.ts';
import { SwapError } from './useSwapCallback.ts';

/** SPEC.md section 3 "Modal state", plus whether the dialog is open. */
export interface SwapModalState {
  open: boolean;
  tradeToConfirm: Trade | undefined;
  attemptingTxn: boolean;
  swapErrorMessage: SwapErrorMessage | undefined;
  txHash: Hex | undefined;
}

const closed: SwapModalState = {
  open: false,
  tradeToConfirm: undefined,
  attemptingTxn: false,
  swapErrorMessage: undefined,
  txHash: undefined,
};

/** What expert mode asks before swapping at this impact: nothing, a confirm dialog, or typing 'confirm'. */
export type PriceImpactCheck = { kind: 'dialog' | 'typeConfirm'; trade: Trade } | undefined;

/**
 * The swap's confirm step: the review modal (Price Updated / Accept when the quote moves, then
 * waiting, submitted or the error view), or in expert mode a direct send behind the price-impact
 * confirmations, with errors shown inline.
 */
export function useSwapFlow({
  sendSwap,
  recipient,
  expertMode,
  onSwapSent,
}: {
  sendSwap(trade: Trade, recipient: Address | undefined): Promise<Hex>;
  recipient: Address | undefined;
  expertMode: boolean;
  onSwapSent(): void;
}) {
  const [modal, setModal] = useState<SwapModalState>(closed);
  const [inlineError, setInlineError] = useState<SwapErrorMessage | undefined>();
  const [impactCheck, setImpactCheck] = useState<PriceImpactCheck>();
  const busy = useRef(false);

  const send = useCallback(
    async (trade: Trade, showErrorInline: boolean) => {
      if (busy.current) return;
      busy.current = true;
      setInlineError(undefined);
      setModal((m) => ({ ...m, open: true, tradeToConfirm: trade, attemptingTxn: true, swapErrorMessage: undefined }));
      try {
        const hash = await sendSwap(trade, recipient);
        setModal((m) => ({ ...m, attemptingTxn: false, txHash: hash }));
        onSwapSent();
      } catch (error) {
        const wording =
          error instanceof SwapError
            ? error.wording
            : { key: 'Swap failed: %message%', data: { message: String(error) } };
        if (showErrorInline) {
          setModal(closed);
          setInlineError(wording);
        } else {
          setModal((m) => ({ ...m, attemptingTxn: false, swapErrorMessage: wording }));
        }
      } finally {
        busy.current = false;
      }
    },
    [sendSwap, recipient, onSwapSent],
  );

  /** The Swap button: the review modal, or in expert mode straight to the wallet. */
  const startSwap = useCallback(
    (trade: Trade, priceImpactWithoutFee: Percent) => {
      setInlineError(undefined);
      if (!expertMode) {
        setModal({ ...closed, open: true, tradeToConfirm: trade });
        return;
      }
      const check = priceImpactConfirmation(priceImpactWithoutFee);
      if (check === 'none') void send(trade, true);
      else setImpactCheck({ kind: check, trade });
    },
    [expertMode, send],
  );

  const confirmImpact = useCallback(() => {
    const trade = impactCheck?.trade;
    setImpactCheck(undefined);
    if (trade) void send(trade, true);
  }, [impactCheck, send]);

  const confirmSwap = useCallback(() => {
    if (modal.tradeToConfirm) void send(modal.tradeToConfirm, false);
  }, [modal.tradeToConfirm, send]);

  const acceptChanges = useCallback((trade: Trade) => setModal((m) => ({ ...m, tradeToConfirm: trade })), []);
  const dismiss = useCallback(() => setModal(closed), []);
  const cancelImpactCheck = useCallback(() => setImpactCheck(undefined), []);

  return {
    modal,
    inlineError,
    impactCheck,
    startSwap,
    confirmSwap,
    acceptChanges,
    dismiss,
    confirmImpact,
    cancelImpactCheck,
  };
}

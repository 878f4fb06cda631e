import { useCallback, useReducer, useRef } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { closedFlow, confirmFlowReducer, confirmModalProps } from './confirmFlow.ts';
import { isUserRejection, NoCandidateError, TRANSACTION_FAILED_TEXT, TransactionError } from './errors.ts';
import type { FailedKey, WriteErrorMessage } from './messages.ts';
import type { SentTransaction } from './pipeline.ts';

export interface ConfirmFlowOptions<T> {
  /** Builds and sends the reviewed write (e.g. through useCandidateWrite). */
  send(target: T): Promise<SentTransaction>;
  /** 'Swap failed: …' or 'Transaction failed: …' for an error with no better wording. */
  failedKey: FailedKey;
  /** 'review': a refused wallet prompt goes quietly back to the review; 'show': it is an error. */
  onRejected: 'review' | 'show';
  onSent?(sent: SentTransaction, target: T): void;
  /** Dismissing the modal after a hash (e.g. to clear the form). */
  onCleared?(): void;
}

/**
 * The one confirm-modal state machine of every reviewed write (swap, add and remove liquidity…):
 * `review(target)` opens the review, `confirm()` sends it (or `confirm(target, 'inline')` sends
 * straight away with errors beside the form), then the modal shows the hash or the worded error.
 */
export function useConfirmFlow<T>(options: ConfirmFlowOptions<T>) {
  const [state, dispatch] = useReducer(confirmFlowReducer<T>, undefined, closedFlow<T>);
  const { t } = useTranslation();
  const busy = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const confirm = useCallback(
    async (target: T | undefined = state.target, errorPlacement: 'modal' | 'inline' = 'modal') => {
      if (target === undefined || busy.current) return;
      busy.current = true;
      dispatch({ type: 'send', target });
      const { send, failedKey, onRejected, onSent } = latest.current;
      try {
        const sent = await send(target);
        dispatch({ type: 'sent', hash: sent.hash });
        onSent?.(sent, target);
      } catch (error) {
        if (onRejected === 'review' && isUserRejection(error)) {
          dispatch({ type: 'backToReview' });
        } else {
          const alreadyLogged = error instanceof NoCandidateError;
          const expected = error instanceof TransactionError && ['missingInput', 'rejected'].includes(error.kind);
          if (!alreadyLogged && !expected) console.error('Transaction failed', error);
          // The wording's code loads with the first failure; if even that fails, the generic text ends the wait.
          const message = await import('./messages.ts').then(
            ({ writeFailureMessage }) => writeFailureMessage(error, failedKey),
            (): WriteErrorMessage => ({ key: TRANSACTION_FAILED_TEXT }),
          );
          dispatch({ type: 'failed', error: message, placement: errorPlacement });
        }
      } finally {
        busy.current = false;
      }
    },
    [state.target],
  );

  const review = useCallback((target: T) => dispatch({ type: 'review', target }), []);
  const update = useCallback((target: T) => dispatch({ type: 'update', target }), []);
  const clearInlineError = useCallback(() => dispatch({ type: 'clearInlineError' }), []);
  const dismiss = useCallback(() => {
    if (state.hash) latest.current.onCleared?.();
    dispatch({ type: 'dismiss' });
  }, [state.hash]);

  /** Translates a worded error (and its hint) for display. */
  const errorText = useCallback(
    (message: WriteErrorMessage | undefined) => {
      if (!message) return undefined;
      const text = t(message.key, message.data);
      return message.hint ? `${text} ${t(message.hint.key, message.hint.data)}` : text;
    },
    [t],
  );

  return {
    state,
    modal: { ...confirmModalProps(state), errorMessage: errorText(state.error) },
    inlineErrorText: errorText(state.inlineError),
    review,
    update,
    confirm,
    dismiss,
    clearInlineError,
  };
}

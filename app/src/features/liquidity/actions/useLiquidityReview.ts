import { flaskRouterAbi } from '@flaskswap/contracts';
import type { CurrencyAmount } from '@flaskswap/sdk';
import type { Address } from 'viem';
import { useDeployment } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
import { useChainDeadline } from '@/chain/tx/deadline.ts';
import { MissingInputError } from '@/chain/tx/errors.ts';
import type { SentTransaction } from '@/chain/tx/pipeline.ts';
import { writeRequest } from '@/chain/tx/request.ts';
import { useCandidateWrite } from '@/chain/tx/useCandidateWrite.ts';
import { useConfirmFlow } from '@/chain/tx/useConfirmFlow.ts';
import { msg } from '@/i18n/message.ts';
import { useAppStore } from '@/state/store.ts';
import type { RouterCall } from './routerCalls.ts';

/** What every router write takes from the user: the slippage, the account and a fresh deadline. */
export interface RouterWriteContext {
  slippageBips: number;
  recipient: Address;
  deadline: bigint;
}

/** The two amounts of a liquidity write as the placeholders of its texts ('… %amountA% %symbolA% and …'). */
export function pairAmounts(amountA: CurrencyAmount, amountB: CurrencyAmount, digits: number, locale?: string) {
  return {
    amountA: amountA.toSignificant(digits, { locale }),
    symbolA: amountA.currency.symbol,
    amountB: amountB.toSignificant(digits, { locale }),
    symbolB: amountB.currency.symbol,
  };
}

/**
 * A reviewed router write (add or remove liquidity) on the shared confirm flow: `open` fixes what
 * is reviewed (so the modal keeps showing it when the live amounts change or vanish once the
 * transaction lands) and, in expert mode, sends at once (SPEC.md §6). The first of its router
 * calls that simulates and estimates is sent (SPEC.md §7). A refused wallet prompt goes quietly
 * back to the review; dismissing after a hash calls `onCleared` to clear the form.
 */
export function useLiquidityReview<T>(params: {
  calls(target: T, context: RouterWriteContext): readonly RouterCall[];
  summary(target: T): string;
  onSent?(sent: SentTransaction, target: T): void;
  onCleared(): void;
}) {
  const { calls, summary, onSent, onCleared } = params;
  const router = useDeployment()?.contracts.FlaskRouter;
  const { address: account } = useConnection();
  const slippageBips = useAppStore((state) => state.userSlippageTolerance);
  const expertMode = useAppStore((state) => state.userExpertMode);
  const getDeadline = useChainDeadline();
  const writeFirstCandidate = useCandidateWrite();

  const flow = useConfirmFlow<T>({
    send: async (target) => {
      if (!router || !account) throw new MissingInputError(msg('Missing dependencies'));
      const context = { slippageBips, recipient: account, deadline: await getDeadline() };
      const text = summary(target);
      return writeFirstCandidate(
        calls(target, context).map((call) =>
          writeRequest({ address: router, abi: flaskRouterAbi, ...call, summary: text }),
        ),
      );
    },
    failedKey: 'Transaction failed: %message%',
    onRejected: 'review',
    onSent,
    onCleared,
  });
  const open = (target: T) => (expertMode ? void flow.confirm(target) : flow.review(target));
  return { ...flow, target: flow.state.target, open, confirm: () => void flow.confirm() };
}

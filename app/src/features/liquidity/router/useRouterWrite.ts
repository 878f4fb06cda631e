import { flaskRouterAbi } from '@flaskswap/contracts';
import type { CurrencyAmount } from '@flaskswap/sdk';
import { useCallback } from 'react';
import type { Address } from 'viem';
import { useDeployment } from '@/chain/activeChain.ts';
import { TransactionError } from '@/chain/tx/errors.ts';
import { type PreparedWrite, type SentTransaction, useTransactionPipeline } from '@/chain/tx/pipeline.ts';
import { useAppStore } from '@/state/store.ts';
import type { RouterCall } from './routerCalls.ts';
import { useDeadline } from './useDeadline.ts';

/** What every router write takes from the user: the slippage, the account and a fresh deadline. */
export interface RouterWriteContext {
  slippageBips: number;
  recipient: Address;
  deadline: bigint;
}

/** The two amounts of a liquidity write as the placeholders of its texts ('… %amountA% %symbolA% and …'). */
export function pairAmounts(amountA: CurrencyAmount, amountB: CurrencyAmount, digits: number) {
  return {
    amountA: amountA.toSignificant(digits),
    symbolA: amountA.currency.symbol,
    amountB: amountB.toSignificant(digits),
    symbolB: amountB.currency.symbol,
  };
}

/**
 * Sends the first of a write's router calls that simulates and estimates (SPEC.md section 7) through
 * the pipeline (gas estimate + 10%); with a single call, that call or its error.
 */
export function useRouterWrite() {
  const { prepare, submit, account } = useTransactionPipeline();
  const router = useDeployment()?.contracts.FlaskRouter;
  const slippageBips = useAppStore((state) => state.userSlippageTolerance);
  const getDeadline = useDeadline();

  return useCallback(
    async (
      callsOf: (context: RouterWriteContext) => readonly RouterCall[],
      summary: string,
    ): Promise<SentTransaction> => {
      if (!router || !account) throw new TransactionError('unknown', 'Missing dependencies');
      const calls = callsOf({ slippageBips, recipient: account, deadline: await getDeadline() });
      let firstError: unknown;
      let prepared: PreparedWrite | undefined;
      for (const call of calls) {
        try {
          prepared = await prepare({ address: router, abi: flaskRouterAbi, ...call, summary });
          break;
        } catch (error) {
          firstError ??= error;
        }
      }
      if (!prepared) throw firstError;
      return submit(prepared);
    },
    [router, account, slippageBips, getDeadline, prepare, submit],
  );
}

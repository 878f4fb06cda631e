import { flaskRouterAbi } from '@flaskswap/contracts';
import type { CurrencyAmount } from '@flaskswap/sdk';
import { useCallback } from 'react';
import { useDeployment } from '@/chain/activeChain.ts';
import { TransactionError } from '@/chain/tx/errors.ts';
import { type PreparedWrite, type SentTransaction, useTransactionPipeline } from '@/chain/tx/pipeline.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import type { PermitSignature } from '../permit/permitTypedData.ts';
import { removeLiquidityCalls } from '../router/routerCalls.ts';
import { useDeadline } from '../router/useDeadline.ts';

/** Sends the first remove-liquidity variant that simulates and estimates (SPEC.md section 7). */
export function useRemoveLiquidity() {
  const { t } = useTranslation();
  const { prepare, submit, account } = useTransactionPipeline();
  const router = useDeployment()?.contracts.FlaskRouter;
  const slippageBips = useAppStore((state) => state.userSlippageTolerance);
  const getDeadline = useDeadline();

  return useCallback(
    async (params: {
      amountA: CurrencyAmount;
      amountB: CurrencyAmount;
      liquidity: bigint;
      permit: PermitSignature | undefined;
    }): Promise<SentTransaction> => {
      if (!router || !account) throw new TransactionError('unknown', 'Missing dependencies');
      const { amountA, amountB, liquidity, permit } = params;
      const calls = removeLiquidityCalls({
        amountA,
        amountB,
        liquidity,
        slippageBips,
        recipient: account,
        deadline: await getDeadline(),
        permit,
      });
      const summary = t('Remove %amountA% %symbolA% and %amountB% %symbolB%', {
        amountA: amountA.toSignificant(3),
        symbolA: amountA.currency.symbol,
        amountB: amountB.toSignificant(3),
        symbolB: amountB.currency.symbol,
      });
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
    [router, account, slippageBips, getDeadline, prepare, submit, t],
  );
}

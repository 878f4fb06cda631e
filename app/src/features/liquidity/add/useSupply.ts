import { flaskRouterAbi } from '@flaskswap/contracts';
import type { CurrencyAmount } from '@flaskswap/sdk';
import { useCallback } from 'react';
import { useDeployment } from '@/chain/activeChain.ts';
import { TransactionError } from '@/chain/tx/errors.ts';
import { type SentTransaction, useTransactionPipeline } from '@/chain/tx/pipeline.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { addLiquidityCall } from '../router/routerCalls.ts';
import { useDeadline } from '../router/useDeadline.ts';

/** Sends addLiquidity or addLiquidityETH through the pipeline (simulated, gas estimate + 10%). */
export function useSupply() {
  const { t } = useTranslation();
  const { send, account } = useTransactionPipeline();
  const router = useDeployment()?.contracts.FlaskRouter;
  const slippageBips = useAppStore((state) => state.userSlippageTolerance);
  const getDeadline = useDeadline();

  return useCallback(
    async (params: {
      amountA: CurrencyAmount;
      amountB: CurrencyAmount;
      noLiquidity: boolean;
    }): Promise<SentTransaction> => {
      if (!router || !account) throw new TransactionError('unknown', 'Missing dependencies');
      const { amountA, amountB, noLiquidity } = params;
      const call = addLiquidityCall({
        amountA,
        amountB,
        noLiquidity,
        slippageBips,
        recipient: account,
        deadline: await getDeadline(),
      });
      return send({
        address: router,
        abi: flaskRouterAbi,
        ...call,
        summary: t('Add %amountA% %symbolA% and %amountB% %symbolB%', {
          amountA: amountA.toSignificant(3),
          symbolA: amountA.currency.symbol,
          amountB: amountB.toSignificant(3),
          symbolB: amountB.currency.symbol,
        }),
      });
    },
    [router, account, slippageBips, getDeadline, send, t],
  );
}

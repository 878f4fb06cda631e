import { flaskPairAbi, flaskRouterAbi } from '@flaskswap/contracts';
import { DISPLAY_PRECISION, shortenAddress, type Trade } from '@flaskswap/sdk';
import { useCallback } from 'react';
import type { Address, Hex } from 'viem';
import { usePublicClient } from 'wagmi';
import { useActiveChain } from '@/chain/activeChain.ts';
import { TransactionError } from '@/chain/tx/errors.ts';
import { type PreparedWrite, useTransactionPipeline } from '@/chain/tx/pipeline.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { swapCallCandidates } from '../logic/swapCalls.ts';
import { estimationFailureMessage, type SwapErrorMessage, sendFailureMessage } from '../logic/swapErrors.ts';
import type { SwapDeployment } from './useSwapChainConfig.ts';

/** The router's ABI plus the pair's custom errors, so a revert inside a pair is decoded by name. */
const routerAbiWithPairErrors = [...flaskRouterAbi, ...flaskPairAbi.filter((item) => item.type === 'error')];

/** A swap that could not be sent, worded as SPEC.md section 8 says. */
export class SwapError extends Error {
  override name = 'SwapError';
  constructor(readonly wording: SwapErrorMessage) {
    super(wording.key);
  }
}

/**
 * Sends a trade through the router: every candidate call (the plain method and, for exact
 * inputs, its fee-on-transfer variant) is simulated and estimated, and the first that passes is
 * sent with gas = estimate + 10%. Failures come back as SwapError before the wallet opens.
 */
export function useSwapCallback(swap: SwapDeployment | undefined) {
  const { t } = useTranslation();
  const { chain } = useActiveChain();
  const client = usePublicClient({ chainId: chain.id });
  const { prepare, submit, account } = useTransactionPipeline();
  const deadlineSeconds = useAppStore((s) => s.userDeadline);
  const slippageBips = useAppStore((s) => s.userSlippageTolerance);

  return useCallback(
    async (trade: Trade, recipient: Address | undefined): Promise<Hex> => {
      if (!swap || !client || !account) throw new SwapError({ key: 'Missing dependencies' });
      if (!recipient) throw new SwapError({ key: 'Invalid recipient' });
      // The chain's clock, not the browser's: they drift apart on a devnet that skips time.
      const block = await client.getBlock({ blockTag: 'latest' });
      const deadline = block.timestamp + BigInt(deadlineSeconds);
      const input = trade.inputAmount;
      const output = trade.outputAmount;
      const amounts = {
        inputAmount: input.toSignificant(DISPLAY_PRECISION.historySummary),
        inputSymbol: input.currency.symbol,
        outputAmount: output.toSignificant(DISPLAY_PRECISION.historySummary),
        outputSymbol: output.currency.symbol,
      };
      const summary =
        recipient.toLowerCase() === account.toLowerCase()
          ? t('Swap %inputAmount% %inputSymbol% for %outputAmount% %outputSymbol%', amounts)
          : t('Swap %inputAmount% %inputSymbol% for %outputAmount% %outputSymbol% to %recipient%', {
              ...amounts,
              recipient: shortenAddress(recipient),
            });

      const candidates = swapCallCandidates(trade, { slippageBips, recipient, deadline });
      const attempts = await Promise.allSettled(
        candidates.map((call) =>
          prepare({
            address: swap.router,
            abi: routerAbiWithPairErrors as unknown as typeof flaskRouterAbi,
            functionName: call.functionName,
            args: call.args as never,
            value: call.value,
            summary,
          }),
        ),
      );
      const chosen = attempts.find(
        (attempt): attempt is PromiseFulfilledResult<PreparedWrite> => attempt.status === 'fulfilled',
      );
      if (!chosen) {
        const errors = attempts.map((attempt) => (attempt as PromiseRejectedResult).reason);
        for (const error of errors) console.error('Swap estimate failed', error);
        throw new SwapError(estimationFailureMessage(errors));
      }
      try {
        const sent = await submit(chosen.value);
        return sent.hash;
      } catch (error) {
        if (!(error instanceof TransactionError && error.kind === 'rejected')) console.error('Swap failed', error);
        throw new SwapError(sendFailureMessage(error));
      }
    },
    [swap, client, account, deadlineSeconds, slippageBips, prepare, submit, t],
  );
}

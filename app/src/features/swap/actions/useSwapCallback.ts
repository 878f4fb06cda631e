import { DISPLAY_PRECISION, type SplitTrade, shortenAddress } from '@flaskswap/sdk';
import { useCallback } from 'react';
import type { Address } from 'viem';
import { useConnection } from '@/chain/connection.ts';
import { useChainDeadline } from '@/chain/tx/deadline.ts';
import { MissingInputError } from '@/chain/tx/errors.ts';
import type { SentTransaction } from '@/chain/tx/pipeline.ts';
import { useCandidateWrite } from '@/chain/tx/useCandidateWrite.ts';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { msg } from '@/i18n/message.ts';
import { useAppStore } from '@/state/store.ts';
import type { SwapDeployment } from '../data/useSwapChainConfig.ts';

/**
 * Sends a trade through the router (a split through the split router): its candidate calls (the
 * plain method and, for exact inputs, the fee-on-transfer variant) go through useCandidateWrite,
 * which sends the first that simulates and estimates with gas = estimate + 10% + 60,000 (sdk
 * withGasMargin). The calls and the routers' ABIs load on the first swap.
 */
export function useSwapCallback(swap: SwapDeployment | undefined) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { address: account } = useConnection();
  const writeFirstCandidate = useCandidateWrite();
  const getDeadline = useChainDeadline();
  const slippageBips = useAppStore((s) => s.userSlippageTolerance);

  return useCallback(
    async (trade: SplitTrade, recipient: Address | undefined): Promise<SentTransaction> => {
      if (!swap || !account) throw new MissingInputError(msg('Missing dependencies'));
      if (!recipient) throw new MissingInputError(msg('Invalid recipient'));
      const input = trade.inputAmount;
      const output = trade.outputAmount;
      const amounts = {
        inputAmount: input.toSignificant(DISPLAY_PRECISION.historySummary, { locale }),
        inputSymbol: input.currency.symbol,
        outputAmount: output.toSignificant(DISPLAY_PRECISION.historySummary, { locale }),
        outputSymbol: output.currency.symbol,
      };
      const summary =
        recipient.toLowerCase() === account.toLowerCase()
          ? t('Swap %inputAmount% %inputSymbol% for %outputAmount% %outputSymbol%', amounts)
          : t('Swap %inputAmount% %inputSymbol% for %outputAmount% %outputSymbol% to %recipient%', {
              ...amounts,
              recipient: shortenAddress(recipient),
            });
      const [{ swapRequests }, deadline] = await Promise.all([import('./writeRequests.ts'), getDeadline()]);
      return writeFirstCandidate(swapRequests(swap, trade, { slippageBips, recipient, deadline }, summary));
    },
    [swap, account, getDeadline, slippageBips, writeFirstCandidate, t, locale],
  );
}

import { flaskPredictionAbi } from '@flaskswap/contracts';
import { type BetPosition, DISPLAY_PRECISION, formatAmount } from '@flaskswap/sdk';
import { useCallback } from 'react';
import { writeRequest } from '@/chain/tx/request.ts';
import { useWriteWithOutcomeToast } from '@/chain/tx/useWriteWithOutcomeToast.ts';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { usePredictionContracts } from '../data/usePrediction.ts';

/**
 * Enters a round: betBull or betBear(epoch) sending the amount, through the one transaction
 * pipeline. Resolves true once the bet is confirmed; a failure is toasted with SPEC.md §8's
 * 'An error occurred, unable to enter your position' and why.
 */
export function useBet() {
  const contracts = usePredictionContracts();
  const write = useWriteWithOutcomeToast();
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return useCallback(
    async (epoch: bigint, position: BetPosition, amount: bigint): Promise<boolean> => {
      if (!contracts) return false;
      const side = position === 'Bull' ? t('UP') : t('DOWN');
      const request = writeRequest({
        address: contracts.prediction,
        abi: flaskPredictionAbi,
        functionName: position === 'Bull' ? 'betBull' : 'betBear',
        args: [epoch],
        value: amount,
        summary: t('Enter %position% with %amount% BNB in round #%epoch%', {
          position: side,
          amount: formatAmount(amount, 18, DISPLAY_PRECISION.amount, { locale }),
          epoch: epoch.toString(),
        }),
      });
      const receipt = await write(
        request,
        { title: t('Success!'), description: t('%position% position entered', { position: side }) },
        t('An error occurred, unable to enter your position'),
      );
      return Boolean(receipt);
    },
    [contracts, write, t, locale],
  );
}

/**
 * Collects winnings and refunds of several rounds in ONE claim(epochs) transaction (the collect
 * and refund modals, the history pane). Resolves true once confirmed; a failure is toasted with
 * 'An error occurred confirming transaction' and why.
 */
export function useClaim() {
  const contracts = usePredictionContracts();
  const write = useWriteWithOutcomeToast();
  const { t } = useTranslation();
  return useCallback(
    async (epochs: readonly bigint[]): Promise<boolean> => {
      if (!contracts || epochs.length === 0) return false;
      const sorted = [...epochs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const request = writeRequest({
        address: contracts.prediction,
        abi: flaskPredictionAbi,
        functionName: 'claim',
        args: [sorted],
        summary: t('Collect winnings of round %epochs%', { epochs: sorted.map((epoch) => `#${epoch}`).join(', ') }),
      });
      const receipt = await write(
        request,
        { title: t('Winnings collected!'), description: t('Your prizes have been sent to your wallet') },
        t('An error occurred confirming transaction'),
      );
      return Boolean(receipt);
    },
    [contracts, write, t],
  );
}

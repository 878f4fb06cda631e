// The competition's two writes through the one pipeline: register during registration, claim the prize.
import { flaskTradingCompetitionAbi } from '@flaskswap/contracts';
import { useCallback } from 'react';
import type { Address } from 'viem';
import { writeRequest } from '@/chain/tx/request.ts';
import { useWriteWithOutcomeToast } from '@/chain/tx/useWriteWithOutcomeToast.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/** Register and claim; each resolves true once its receipt is in. */
export function useCompetitionActions(competition: Address | undefined) {
  const write = useWriteWithOutcomeToast();
  const { t } = useTranslation();

  const register = useCallback(async (): Promise<boolean> => {
    if (!competition) return false;
    const receipt = await write(
      writeRequest({
        address: competition,
        abi: flaskTradingCompetitionAbi,
        functionName: 'register',
        args: [],
        summary: t('Register for the trading battle'),
      }),
      { title: t('Registered!'), description: t('Trade on the eligible pairs once the battle opens.') },
    );
    return Boolean(receipt);
  }, [competition, write, t]);

  const claim = useCallback(async (): Promise<boolean> => {
    if (!competition) return false;
    const receipt = await write(
      writeRequest({
        address: competition,
        abi: flaskTradingCompetitionAbi,
        functionName: 'claimReward',
        args: [],
        summary: t('Claim the trading battle prize'),
      }),
      { title: t('Claimed!'), description: t('Your prize has been sent to your wallet.') },
    );
    return Boolean(receipt);
  }, [competition, write, t]);

  return { register, claim };
}

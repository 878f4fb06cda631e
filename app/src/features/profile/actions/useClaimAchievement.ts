import { useCallback } from 'react';
import type { Address } from 'viem';
import { useTransactionPipeline } from '@/chain/tx/pipeline.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useToast } from '@/ui/Toast.tsx';
import type { CampaignState } from '../data/types.ts';
import { claimAchievement } from './requests.ts';

/** FlaskCampaign.mintNFT through the one pipeline; SPEC.md §8's 'Unable to claim NFT' when it fails. */
export function useClaimAchievement() {
  const { send } = useTransactionPipeline();
  const { toastSuccess, toastError } = useToast();
  const { t } = useTranslation();
  return useCallback(
    async ({ campaign }: CampaignState): Promise<boolean> => {
      try {
        const tx = await send(claimAchievement(t, campaign.address as Address, campaign.title));
        await tx.wait();
        toastSuccess(
          t('Achievement claimed!'),
          t('%points% points added to your profile', {
            points: campaign.numberPoints,
            count: Number(campaign.numberPoints),
          }),
        );
        return true;
      } catch (error) {
        console.error('Unable to claim NFT', error);
        toastError(t('Error'), t('Unable to claim NFT'));
        return false;
      }
    },
    [send, t, toastSuccess, toastError],
  );
}

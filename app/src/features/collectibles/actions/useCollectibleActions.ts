import { flaskCampaignAbi, flaskCollectibleFactoryAbi, flaskCollectiblesAbi } from '@flaskswap/contracts';
import { useCallback } from 'react';
import type { Address } from 'viem';
import { useConnection } from '@/chain/connection.ts';
import { type WriteRequest, writeRequest } from '@/chain/tx/request.ts';
import { useWriteWithOutcomeToast } from '@/chain/tx/useWriteWithOutcomeToast.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

export interface ClaimTarget {
  source: 'factory' | 'campaign';
  bunnyId: number;
  /** The campaign contract (campaign designs). */
  campaign: Address | undefined;
  name: string;
}

/** mintNFT on the collectible factory (bunnyId) or on the design's campaign. */
export function useClaimCollectible(collectibleFactory: Address | undefined) {
  const write = useWriteWithOutcomeToast();
  const { t } = useTranslation();
  return useCallback(
    async ({ source, bunnyId, campaign, name }: ClaimTarget): Promise<boolean> => {
      const summary = t('Claim %name%', { name });
      let request: WriteRequest;
      if (source === 'factory' && collectibleFactory) {
        request = writeRequest({
          address: collectibleFactory,
          abi: flaskCollectibleFactoryAbi,
          functionName: 'mintNFT',
          args: [bunnyId],
          summary,
        });
      } else if (source === 'campaign' && campaign) {
        request = writeRequest({ address: campaign, abi: flaskCampaignAbi, functionName: 'mintNFT', summary });
      } else {
        return false;
      }
      const receipt = await write(
        request,
        { title: t('NFT claimed!'), description: t('%name% is now in your wallet', { name }) },
        t('Unable to claim NFT'),
      );
      return receipt !== undefined;
    },
    [collectibleFactory, write, t],
  );
}

/** safeTransferFrom(account, to, tokenId) on the token's collection. */
export function useTransferCollectible() {
  const write = useWriteWithOutcomeToast();
  const { address } = useConnection();
  const { t } = useTranslation();
  return useCallback(
    async (collection: Address, tokenId: bigint, to: Address, name: string): Promise<boolean> => {
      if (!address) return false;
      const request = writeRequest({
        address: collection,
        abi: flaskCollectiblesAbi,
        functionName: 'safeTransferFrom',
        args: [address, to, tokenId],
        summary: t('Transfer %name% #%tokenId%', { name, tokenId: tokenId.toString() }),
      });
      const receipt = await write(
        request,
        { title: t('NFT transferred!'), description: t('%name% was sent to %address%', { name, address: to }) },
        t('Unable to transfer NFT'),
      );
      return receipt !== undefined;
    },
    [address, write, t],
  );
}

import { flaskCampaignAbi, flaskCollectibleFactoryAbi, flaskCollectiblesAbi } from '@flaskswap/contracts';
import { useCallback } from 'react';
import type { Address } from 'viem';
import { useConnection } from '@/chain/connection.ts';
import { writeFailureMessage } from '@/chain/tx/messages.ts';
import { useTransactionPipeline } from '@/chain/tx/pipeline.ts';
import { type WriteRequest, writeRequest } from '@/chain/tx/request.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useToast } from '@/ui/Toast.tsx';

export interface ClaimTarget {
  source: 'factory' | 'campaign';
  bunnyId: number;
  /** The campaign contract (campaign designs). */
  campaign: Address | undefined;
  name: string;
}

/**
 * Sends a write through the one pipeline and waits for its receipt; a failure is toasted with
 * the given (translated) catalogue title, SPEC.md §8, and the worded reason. Resolves true once
 * confirmed.
 */
function useWriteOrToast() {
  const { send } = useTransactionPipeline();
  const { toastSuccess, toastError } = useToast();
  const { t } = useTranslation();
  return useCallback(
    async (request: WriteRequest, success: { title: string; description: string }, failedTitle: string) => {
      try {
        const tx = await send(request);
        await tx.wait();
        toastSuccess(success.title, success.description);
        return true;
      } catch (error) {
        console.error(failedTitle, error);
        const message = writeFailureMessage(error, 'Transaction failed: %message%');
        toastError(failedTitle, t(message.key, message.data));
        return false;
      }
    },
    [send, toastSuccess, toastError, t],
  );
}

/** mintNFT on the collectible factory (bunnyId) or on the design's campaign. */
export function useClaimCollectible(collectibleFactory: Address | undefined) {
  const write = useWriteOrToast();
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
      return write(
        request,
        { title: t('NFT claimed!'), description: t('%name% is now in your wallet', { name }) },
        t('Unable to claim NFT'),
      );
    },
    [collectibleFactory, write, t],
  );
}

/** safeTransferFrom(account, to, tokenId) on the token's collection. */
export function useTransferCollectible() {
  const write = useWriteOrToast();
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
      return write(
        request,
        { title: t('NFT transferred!'), description: t('%name% was sent to %address%', { name, address: to }) },
        t('Unable to transfer NFT'),
      );
    },
    [address, write, t],
  );
}

// The auction's writes through the one pipeline: add FLASK to the account's bid, reclaim a lost bid,
// close an ended auction (a page of it) once anyone may.

import { flaskFarmAuctionAbi } from '@flaskswap/contracts';
import { AUCTION_CLOSE_PAGE_BIDDERS, DISPLAY_PRECISION, formatAmount } from '@flaskswap/sdk';
import { useCallback } from 'react';
import type { Address } from 'viem';
import { writeRequest } from '@/chain/tx/request.ts';
import { useWriteWithOutcomeToast } from '@/chain/tx/useWriteWithOutcomeToast.ts';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/** Bid and reclaim on the auction contract; each resolves true once its receipt is in. */
export function useAuctionActions(auction: Address | undefined) {
  const write = useWriteWithOutcomeToast();
  const { t } = useTranslation();
  const locale = useFormatLocale();

  const bid = useCallback(
    async (amount: bigint): Promise<boolean> => {
      if (!auction) return false;
      const flask = formatAmount(amount, 18, DISPLAY_PRECISION.amount, { locale });
      const receipt = await write(
        writeRequest({
          address: auction,
          abi: flaskFarmAuctionAbi,
          functionName: 'bid',
          args: [amount],
          summary: t('Bid %amount% FLASK in the farm auction', { amount: flask }),
        }),
        { title: t('Bid placed!'), description: t('You added %amount% FLASK to your bid', { amount: flask }) },
      );
      return Boolean(receipt);
    },
    [auction, write, t, locale],
  );

  const reclaim = useCallback(
    async (auctionId: bigint): Promise<boolean> => {
      if (!auction) return false;
      const receipt = await write(
        writeRequest({
          address: auction,
          abi: flaskFarmAuctionAbi,
          functionName: 'claimAuction',
          args: [auctionId],
          summary: t('Reclaim your bid from auction #%id%', { id: auctionId.toString() }),
        }),
        { title: t('Bid reclaimed!'), description: t('Your FLASK has been sent back to your wallet') },
      );
      return Boolean(receipt);
    },
    [auction, write, t],
  );

  /** One page of the close (anyone may send it once the owner's grace has passed). */
  const close = useCallback(
    async (auctionId: bigint): Promise<boolean> => {
      if (!auction) return false;
      const receipt = await write(
        writeRequest({
          address: auction,
          abi: flaskFarmAuctionAbi,
          functionName: 'closeAuction',
          args: [AUCTION_CLOSE_PAGE_BIDDERS],
          summary: t('Close auction #%id%', { id: auctionId.toString() }),
        }),
        {
          title: t('Auction closing'),
          description: t('Bids ranked: the auction is closed once every bid is ranked.'),
        },
      );
      return Boolean(receipt);
    },
    [auction, write, t],
  );

  return { bid, reclaim, close };
}

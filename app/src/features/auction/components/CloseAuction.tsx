import { auctionPublicCloseBlock } from '@flaskswap/sdk';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import type { Auction } from '../logic/types.ts';

export interface CloseAuctionProps {
  auction: Auction;
  currentBlock: bigint;
  connected: boolean;
  /** Sends one page of closeAuction; resolves true once confirmed. */
  onClose: () => Promise<boolean>;
}

/**
 * An ended auction not closed yet: the team closes it; once its grace has passed anyone may, so the
 * losers' reclaims never wait on the team. Each click ranks one page of bidders.
 */
export function CloseAuction({ auction, currentBlock, connected, onClose }: CloseAuctionProps) {
  const { t } = useTranslation();
  const { pending: closing, run } = usePendingAction();
  const openFrom = auctionPublicCloseBlock(auction.endBlock);
  const close = () => run(onClose);
  if (currentBlock < openFrom) {
    return (
      <p data-testid="auction-close-waiting" className="rounded-2xl bg-input px-4 py-3 text-sm">
        {t('The FlaskSwap team closes the auction. From block %block% anyone can.', { block: openFrom.toString() })}
      </p>
    );
  }
  return (
    <div data-testid="auction-close" className="flex flex-col gap-2 rounded-2xl bg-input px-4 py-3">
      <p className="text-sm">
        {t(
          'Anyone can close this auction now: the rule picks the winners, their bids are burned and the others can reclaim.',
        )}
      </p>
      {auction.ranked > 0 && (
        <p className="text-sm text-muted" data-testid="auction-close-progress">
          {t('%ranked% of %bidders% bids ranked: close again to finish.', {
            ranked: auction.ranked,
            bidders: auction.bidders,
          })}
        </p>
      )}
      {connected && (
        <Button isLoading={closing} onClick={() => void close()} data-testid="auction-close-button">
          {t('Close the auction')}
        </Button>
      )}
    </div>
  );
}

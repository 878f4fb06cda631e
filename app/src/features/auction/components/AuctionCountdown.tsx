import { BlockCountdownText, blockCountdown } from '@/features/pools';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { Auction } from '../logic/types.ts';

/** 'Starts in' / 'Ends in' a number of blocks (linked to the explorer's countdown), then the end block. */
export function AuctionCountdown({ auction, currentBlock }: { auction: Auction; currentBlock: bigint }) {
  const { t } = useTranslation();
  const countdown = blockCountdown(auction.startBlock, auction.endBlock, currentBlock);
  if (countdown.kind === 'finished') {
    return (
      <p data-testid="auction-countdown" className="font-semibold">
        {t('Ended at block %block%', { block: auction.endBlock.toString() })}
      </p>
    );
  }
  return (
    <p data-testid="auction-countdown" className="flex flex-wrap items-baseline gap-x-2">
      <span className="font-semibold">{countdown.kind === 'startsIn' ? t('Starts in') : t('Ends in')}</span>
      <BlockCountdownText countdown={countdown} />
    </p>
  );
}

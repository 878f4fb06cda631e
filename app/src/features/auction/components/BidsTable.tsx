import { formatFlaskSignificant } from '@flaskswap/sdk';
import { Fragment } from 'react';
import type { Address } from 'viem';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import type { RankedBid } from '../logic/auction.ts';
import type { AuctionBidder } from '../logic/bidders.ts';
import { BidderName } from './BidderName.tsx';

/** The bids by total, with the winning line drawn after the last winning place. */
export function BidsTable({
  bids,
  leaderboard,
  bidders,
  you,
}: {
  bids: readonly RankedBid[];
  leaderboard: number;
  bidders: readonly AuctionBidder[];
  you: Address | undefined;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  if (bids.length === 0) {
    return (
      <p data-testid="auction-no-bids" className="text-muted">
        {t('No bids yet.')}
      </p>
    );
  }
  return (
    <table data-testid="auction-bids" className="w-full text-start">
      <thead className="text-sm text-muted">
        <tr>
          <th className="py-2">{t('Position')}</th>
          <th className="py-2">{t('Project')}</th>
          <th className="py-2 text-end">{t('Bid')}</th>
        </tr>
      </thead>
      <tbody>
        {bids.map((bid) => (
          <Fragment key={bid.account}>
            <tr
              data-testid="auction-bid-row"
              data-account={bid.account}
              data-winning={bid.winning}
              className={cn('border-t border-border', bid.winning && 'font-semibold')}
            >
              <td className="py-2">#{bid.rank}</td>
              <td className="py-2">
                <BidderName account={bid.account} bidders={bidders} you={you} />
              </td>
              <td data-testid="auction-bid-amount" className="py-2 text-end">
                {formatFlaskSignificant(bid.amount, locale)} FLASK
              </td>
            </tr>
            {bid.rank === leaderboard && bids.length > leaderboard && (
              <tr data-testid="auction-winning-line">
                <td
                  colSpan={3}
                  className="border-t-2 border-dashed border-primary py-1 text-center text-sm text-primary"
                >
                  {t('Winning line: the top %count% bidders win a farm', { count: leaderboard })}
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}

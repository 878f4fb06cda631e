import { Link } from 'react-router';
import type { Address } from 'viem';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { type AuctionBidder, findBidder } from '../logic/bidders.ts';
import type { Auction } from '../logic/types.ts';
import { BidderName } from './BidderName.tsx';

/** A closed auction's winners, each with its farm once the admin has added it to the MasterChef. */
export function WinnerList({
  auction,
  bidders,
  you,
}: {
  auction: Auction;
  bidders: readonly AuctionBidder[];
  you: Address | undefined;
}) {
  const { t } = useTranslation();
  if (auction.winners.length === 0) return <p className="text-muted">{t('No winners: nobody bid.')}</p>;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-lg font-bold">{t('Winners')}</h3>
      <ul className="flex flex-col gap-1" data-testid="auction-winners">
        {auction.winners.map((winner) => {
          const bidder = findBidder(bidders, winner);
          return (
            <li key={winner} data-testid="auction-winner" data-account={winner} className="flex justify-between gap-3">
              <BidderName account={winner} bidders={bidders} you={you} />
              {bidder && bidder.farmPid !== null ? (
                <Link
                  to="/farms"
                  className="font-semibold text-primary hover:underline"
                  data-testid="auction-farm-link"
                >
                  {t('%token% farm', { token: bidder.token })}
                </Link>
              ) : (
                <span className="text-sm text-muted">{t('Farm not added yet')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

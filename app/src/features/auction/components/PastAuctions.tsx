import { formatFlaskSignificant } from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { useAuctionActions } from '../actions/useAuctionActions.ts';
import type { AuctionBidder } from '../logic/bidders.ts';
import type { Auction, AuctionAccount } from '../logic/types.ts';
import { WinnerList } from './WinnerList.tsx';
import { Outcome } from './YourBid.tsx';

/** The auctions before the current one, newest first: their winners and farms, the account's outcome. */
export function PastAuctions({
  auctions,
  account,
  bidders,
  actions,
}: {
  auctions: readonly Auction[];
  account: AuctionAccount | undefined;
  bidders: readonly AuctionBidder[];
  actions: ReturnType<typeof useAuctionActions>;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  if (auctions.length === 0) return null;
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold">{t('Past auctions')}</h2>
      <ul className="flex flex-col gap-4">
        {auctions.map((auction) => (
          <li
            key={auction.id.toString()}
            data-testid="auction-past"
            data-auction-id={auction.id.toString()}
            className="flex flex-col gap-3 rounded-3xl border border-border bg-card p-5"
          >
            <div>
              <h3 className="text-xl font-bold">{t('Auction #%id%', { id: auction.id.toString() })}</h3>
              <p className="text-sm text-muted">
                {t('Ended at block %block% · %total% FLASK bid', {
                  block: auction.endBlock.toString(),
                  total: formatFlaskSignificant(auction.totalBids, locale),
                })}
              </p>
            </div>
            <WinnerList auction={auction} bidders={bidders} you={account?.address} />
            {(account?.positions.get(auction.id.toString())?.amount ?? 0n) > 0n && (
              <Outcome
                position={account?.positions.get(auction.id.toString())}
                onReclaim={() => actions.reclaim(auction.id)}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { formatFlaskSignificant } from '@flaskswap/sdk';
import { useState } from 'react';
import type { Address } from 'viem';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { useAuctionActions } from '../actions/useAuctionActions.ts';
import { type AuctionPhase, auctionPhase, rankBids } from '../logic/auction.ts';
import type { AuctionBidder } from '../logic/bidders.ts';
import type { Auction, AuctionAccount, AuctionBid } from '../logic/types.ts';
import { AuctionCountdown } from './AuctionCountdown.tsx';
import { BidModal } from './BidModal.tsx';
import { BidsTable } from './BidsTable.tsx';
import { CloseAuction } from './CloseAuction.tsx';
import { WinnerList } from './WinnerList.tsx';
import { YourBid } from './YourBid.tsx';

export interface CurrentAuctionProps {
  auction: Auction;
  bids: readonly AuctionBid[] | undefined;
  contract: { auction: Address; flask: Address };
  account: AuctionAccount | undefined;
  connected: boolean;
  bidders: readonly AuctionBidder[];
  currentBlock: bigint;
  readAt: number;
  actions: ReturnType<typeof useAuctionActions>;
}

/** The newest auction: its phase and countdown, its terms, the account's bid, the bids with the winning line. */
export function CurrentAuction(props: CurrentAuctionProps) {
  const { auction, bids, contract, account, connected, bidders, currentBlock, readAt, actions } = props;
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [bidding, setBidding] = useState(false);
  const phase = auctionPhase(auction, currentBlock);
  const position = account?.positions.get(auction.id.toString());
  const ranked = bids ? rankBids(bids, auction.leaderboard) : undefined;

  return (
    <article
      data-testid="auction-current"
      data-auction-id={auction.id.toString()}
      data-phase={phase}
      className="flex flex-col gap-5 rounded-3xl border border-border bg-card p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-2xl font-bold">{t('Auction #%id%', { id: auction.id.toString() })}</h2>
        <PhaseBadge phase={phase} />
      </header>
      <AuctionCountdown auction={auction} currentBlock={currentBlock} />
      <dl className="grid gap-3 text-sm sm:grid-cols-4">
        <Term label={t('Farms to win')} testId="auction-leaderboard">
          {auction.leaderboard}
        </Term>
        <Term label={t('Minimum first bid')} testId="auction-initial">
          {formatFlaskSignificant(auction.initialBidAmount, locale)} FLASK
        </Term>
        <Term label={t('Bid increment')} testId="auction-increment">
          {formatFlaskSignificant(auction.bidIncrement, locale)} FLASK
        </Term>
        <Term label={t('Total bids')} testId="auction-total">
          {formatFlaskSignificant(auction.totalBids, locale)} FLASK
        </Term>
      </dl>
      <YourBid
        phase={phase}
        connected={connected}
        account={account}
        position={position}
        onOpenBid={() => setBidding(true)}
        onReclaim={() => actions.reclaim(auction.id)}
      />
      {phase === 'ended' && (
        <CloseAuction
          auction={auction}
          currentBlock={currentBlock}
          connected={connected}
          onClose={() => actions.close(auction.id)}
        />
      )}
      {phase === 'closed' && <WinnerList auction={auction} bidders={bidders} you={account?.address} />}
      <section className="flex flex-col gap-2">
        <h3 className="text-lg font-bold">{t('Bids')}</h3>
        {ranked ? (
          <BidsTable bids={ranked} leaderboard={auction.leaderboard} bidders={bidders} you={account?.address} />
        ) : (
          <p className="text-muted">{t('Loading…')}</p>
        )}
      </section>
      {bidding && account && (
        <BidModal
          auction={auction}
          auctionAddress={contract.auction}
          flask={contract.flask}
          account={account}
          current={position?.amount ?? 0n}
          readAt={readAt}
          onClose={() => setBidding(false)}
          onBid={actions.bid}
        />
      )}
    </article>
  );
}

function PhaseBadge({ phase }: { phase: AuctionPhase }) {
  const { t } = useTranslation();
  const text = { coming: t('Coming soon'), live: t('Live'), ended: t('Ended'), closed: t('Closed') }[phase];
  return (
    <span data-testid="auction-phase" className="rounded-full bg-input px-3 py-1 text-sm font-bold text-primary">
      {text}
    </span>
  );
}

function Term({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-muted">{label}</dt>
      <dd data-testid={testId} className="font-semibold">
        {children}
      </dd>
    </div>
  );
}

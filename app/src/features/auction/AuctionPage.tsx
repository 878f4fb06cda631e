import { useConnection } from '@/chain/connection.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useAuctionActions } from './actions/useAuctionActions.ts';
import { AuctionHeader } from './components/AuctionHeader.tsx';
import { CurrentAuction } from './components/CurrentAuction.tsx';
import { PastAuctions } from './components/PastAuctions.tsx';
import { StatusMessage } from './components/StatusMessage.tsx';
import { useAuction } from './data/useAuction.ts';

/** /farms/auction: the community farm auction (SPEC.md §1, §6, §9: weekly, 7-day farms, whitelisted bidders). */
export function AuctionPage() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const { status, contract, auctions, latestBids, account, bidders, currentBlock, readAt } = useAuction();
  const actions = useAuctionActions(contract?.auction);
  const [current, ...past] = auctions;

  return (
    <section
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8"
      data-testid="auction-page"
      data-status={status}
    >
      <AuctionHeader />
      {status === 'missing' || !contract ? (
        <StatusMessage testId="auction-missing">{t('There is no farm auction on this network.')}</StatusMessage>
      ) : status === 'error' ? (
        <StatusMessage testId="auction-error">{t('The auctions could not be read. Retrying…')}</StatusMessage>
      ) : status === 'loading' || currentBlock === undefined ? (
        <Skeleton className="h-96 w-full rounded-3xl" />
      ) : !current ? (
        <StatusMessage testId="auction-none">{t('No auction has been held yet.')}</StatusMessage>
      ) : (
        <>
          {current.status === 'closed' && (
            <StatusMessage testId="auction-next">{t('The next auction has not been announced yet.')}</StatusMessage>
          )}
          <CurrentAuction
            auction={current}
            bids={latestBids}
            contract={contract}
            account={account}
            connected={Boolean(address)}
            bidders={bidders}
            currentBlock={currentBlock}
            readAt={readAt}
            actions={actions}
          />
          <PastAuctions auctions={past} account={account} bidders={bidders} actions={actions} />
        </>
      )}
    </section>
  );
}

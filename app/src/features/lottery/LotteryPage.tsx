import { useState } from 'react';
import { useConnection } from '@/chain/connection.ts';
import { useFlaskUsdPrice } from '@/features/yield';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useBuyTickets, useClaimPrizes, useClaimRefund } from './actions/useLotteryActions.ts';
import { BuyTicketsModal } from './components/BuyTicketsModal.tsx';
import { CheckPrizes } from './components/CheckPrizes.tsx';
import { CurrentRound } from './components/CurrentRound.tsx';
import { FinishedRounds } from './components/FinishedRounds.tsx';
import { HistoryTabs } from './components/HistoryTabs.tsx';
import { Refunds } from './components/Refunds.tsx';
import { useChainNow } from './data/useChainNow.ts';
import { useLottery } from './data/useLottery.ts';
import { useLotteryHistory } from './data/useLotteryHistory.ts';

/** /lottery: the round on sale, Buy Tickets, Check now, Finished Rounds and the history tabs. */
export function LotteryPage() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const [chosenId, setChosenId] = useState<bigint>();
  const { status, contracts, market, account, readAt } = useLottery(chosenId);
  const history = useLotteryHistory(market, account, address);
  const flaskUsd = useFlaskUsdPrice();
  const chainNow = useChainNow(market?.chainTime, readAt);
  const buy = useBuyTickets();
  const claim = useClaimPrizes();
  const claimRefund = useClaimRefund();
  const [buyOpen, setBuyOpen] = useState(false);

  const currentId = market?.currentId ?? undefined;
  const current = currentId === undefined ? undefined : market?.rounds.get(currentId);
  // The newest finished round: the current one once drawn or cancelled, else the one before it.
  const currentFinished = current?.status === 'claimable' || current?.status === 'cancelled';
  const latestFinishedId = currentId === undefined ? undefined : currentFinished ? currentId : currentId - 1n;
  const viewedId = chosenId ?? latestFinishedId;
  const viewed = viewedId === undefined ? undefined : market?.rounds.get(viewedId);

  return (
    <section
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8"
      data-testid="lottery-page"
      data-status={status}
    >
      <header className="text-center">
        <h1 className="text-4xl font-black text-primary">{t('The FlaskSwap Lottery')}</h1>
        <p className="mt-2 text-lg font-semibold">{t('Match the winning number in the same order to share prizes.')}</p>
      </header>
      {status === 'missing' ? (
        <p
          role="status"
          data-testid="lottery-missing"
          className="rounded-2xl bg-warning/15 px-4 py-3 text-center font-semibold"
        >
          {t('The lottery is not available on this network.')}
        </p>
      ) : market?.currentId === 0n ? (
        <p
          role="status"
          data-testid="lottery-not-started"
          className="rounded-2xl bg-input px-4 py-3 text-center font-semibold"
        >
          {t('The first lottery round has not opened yet.')}
        </p>
      ) : (
        <>
          <CurrentRound
            round={current}
            account={account}
            connected={Boolean(address)}
            chainNow={chainNow}
            flaskUsd={flaskUsd}
            onBuy={() => setBuyOpen(true)}
          />
          {account && <Refunds account={account} onClaim={claimRefund} />}
          {market && account && <CheckPrizes market={market} account={account} flaskUsd={flaskUsd} onClaim={claim} />}
          {latestFinishedId !== undefined && latestFinishedId >= 1n && viewedId !== undefined && (
            <FinishedRounds
              round={viewed}
              viewedId={viewedId}
              latestId={latestFinishedId}
              account={account}
              flaskUsd={flaskUsd}
              onNavigate={(id) => setChosenId(id)}
            />
          )}
          <HistoryTabs history={history} onView={(id) => setChosenId(id)} />
        </>
      )}
      {buyOpen && current && account && contracts?.flask && market && chainNow !== undefined && (
        <BuyTicketsModal
          round={current}
          account={account}
          flask={contracts.flask}
          lottery={contracts.lottery}
          maxTicketsPerBuyOrClaim={market.maxTicketsPerBuyOrClaim}
          chainNow={chainNow}
          readAt={readAt}
          flaskUsd={flaskUsd}
          onClose={() => setBuyOpen(false)}
          onBuy={(numbers) => buy(current.id, numbers)}
        />
      )}
    </section>
  );
}

import { formatFlaskThreeDecimals, isSellingTickets } from '@flaskswap/sdk';
import { ConnectWalletButton } from '@/features/wallet';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import type { LotteryAccount, LotteryRound } from '../data/types.ts';
import { formatFlaskUsd } from '../logic/format.ts';
import { countdown, ticketViews } from '../logic/rounds.ts';
import { BracketList } from './BracketList.tsx';
import { TicketList } from './TicketDigits.tsx';

export interface CurrentRoundProps {
  round: LotteryRound | undefined;
  account: LotteryAccount | undefined;
  connected: boolean;
  chainNow: bigint | undefined;
  flaskUsd: number | undefined;
  onBuy: () => void;
}

/** The round on sale: prize pot in USD and FLASK, countdown to the draw, Buy Tickets, the account's tickets. */
export function CurrentRound({ round, account, connected, chainNow, flaskUsd, onBuy }: CurrentRoundProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  if (!round || round.isLoading) {
    return <Skeleton className="h-72 w-full rounded-3xl" />;
  }
  const selling = chainNow !== undefined && isSellingTickets(round.status, round.endTime, chainNow);
  // SPEC.md §4: the UI is Buying while tickets sell, then Claiming.
  const phase = selling ? 'buying' : 'claiming';
  const left = chainNow === undefined ? undefined : countdown(round.endTime, chainNow);
  const tickets = account ? ticketViews(account.tickets.get(round.id) ?? [], 0n) : [];
  if (round.status === 'claimable' || round.status === 'cancelled') {
    // Drawn (or cancelled): Finished Rounds shows it; nothing is on sale until the next round opens.
    return (
      <section
        className="rounded-3xl border border-border bg-card p-6"
        data-testid="current-round"
        data-round-id={round.id.toString()}
        data-status={round.status}
        data-phase="claiming"
      >
        <h2 className="text-2xl font-bold">{t('Next Draw')}</h2>
        <p role="status" data-testid="sales-closed" className="mt-3 font-semibold">
          {round.status === 'cancelled'
            ? t('Round #%round% was cancelled: its random number never came. The next round opens soon.', {
                round: round.id.toString(),
              })
            : t('Round #%round% is drawn: the next round opens soon.', { round: round.id.toString() })}
        </p>
      </section>
    );
  }
  return (
    <section
      className="flex flex-col gap-5 rounded-3xl border border-border bg-card p-6"
      data-testid="current-round"
      data-round-id={round.id.toString()}
      data-status={round.status}
      data-phase={phase}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-2xl font-bold">{t('Next Draw')}</h2>
        <span className="text-sm text-muted">#{round.id.toString()}</span>
      </header>
      <div>
        <p className="text-sm font-semibold text-muted">{t('Prize Pot')}</p>
        <p className="text-4xl font-black text-primary" data-testid="prize-pot-usd">
          {formatFlaskUsd(round.amountCollectedInFlask, flaskUsd, locale)}
        </p>
        <p className="font-semibold" data-testid="prize-pot-flask">
          {formatFlaskThreeDecimals(round.amountCollectedInFlask, locale)} FLASK
        </p>
      </div>
      <p data-testid="countdown" className="font-semibold">
        {left
          ? t('%hours%h %minutes%m %seconds%s until the draw', left)
          : t('Ticket sales are closed: the draw is on its way')}
      </p>
      {selling ? (
        connected ? (
          <Button onClick={onBuy} data-testid="buy-tickets">
            {t('Buy Tickets')}
          </Button>
        ) : (
          <ConnectWalletButton fullWidth />
        )
      ) : (
        <p role="status" data-testid="sales-closed" className="rounded-2xl bg-warning/15 px-4 py-3 font-semibold">
          {t('Ticket sales for this round are closed: tickets can be bought again when the next round opens.')}
        </p>
      )}
      {account && (
        <div data-testid="current-round-tickets">
          <p className="mb-2 font-semibold">{t('Your tickets: %count%', { count: tickets.length })}</p>
          {tickets.length > 0 && <TicketList tickets={tickets} drawn={false} />}
        </div>
      )}
      <BracketList round={round} flaskUsd={flaskUsd} />
    </section>
  );
}

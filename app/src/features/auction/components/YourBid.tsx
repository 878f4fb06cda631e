import { formatFlaskSignificant } from '@flaskswap/sdk';
import { ConnectWalletButton } from '@/features/wallet';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import type { AuctionPhase } from '../logic/auction.ts';
import type { AuctionAccount, AuctionPosition } from '../logic/types.ts';
import { ReclaimButton } from './ReclaimButton.tsx';

/**
 * The account's part in the current auction: connect; the reason a wallet cannot bid; its bid with
 * Place / Increase while the auction is live; the outcome and Reclaim once it is closed.
 */
export function YourBid({
  phase,
  connected,
  account,
  position,
  onOpenBid,
  onReclaim,
}: {
  phase: AuctionPhase;
  connected: boolean;
  account: AuctionAccount | undefined;
  position: AuctionPosition | undefined;
  onOpenBid: () => void;
  onReclaim: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  if (!connected) return <ConnectWalletButton />;
  if (!account) return null;
  const amount = position?.amount ?? 0n;
  return (
    <div data-testid="auction-your-bid" className="flex flex-col gap-3 rounded-2xl bg-input p-4">
      <p>
        <span className="text-muted">{t('Your bid')}: </span>
        <span data-testid="auction-your-amount" className="font-semibold">
          {formatFlaskSignificant(amount, locale)} FLASK
        </span>
      </p>
      {phase === 'closed' ? (
        <Outcome position={position} onReclaim={onReclaim} />
      ) : !account.isWhitelisted ? (
        <p role="note" data-testid="auction-not-whitelisted" className="font-semibold text-danger">
          {t(
            'Only whitelisted project wallets can bid. This wallet is not whitelisted: contact the FlaskSwap team to apply for a farm.',
          )}
        </p>
      ) : phase === 'live' ? (
        <Button data-testid="auction-bid-open" onClick={onOpenBid}>
          {amount > 0n ? t('Increase bid') : t('Place bid')}
        </Button>
      ) : (
        <p data-testid="auction-bid-note" className="text-muted">
          {phase === 'coming'
            ? t('Bidding opens when the auction starts.')
            : t('Bidding is over: the winners are set when the auction is closed.')}
        </p>
      )}
    </div>
  );
}

/** Won, lost with the bid to reclaim, or reclaimed. */
export function Outcome({
  position,
  onReclaim,
}: {
  position: AuctionPosition | undefined;
  onReclaim: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  if (!position || position.amount === 0n) return <p className="text-muted">{t('You did not bid')}</p>;
  if (position.won)
    return (
      <p data-testid="auction-outcome" data-outcome="won" className="font-semibold text-success">
        {t('You won a farm: your bid was burned')}
      </p>
    );
  if (position.claimed)
    return (
      <p data-testid="auction-outcome" data-outcome="reclaimed" className="text-muted">
        {t('Your bid was not among the winners and has been reclaimed')}
      </p>
    );
  return (
    <div data-testid="auction-outcome" data-outcome="lost" className="flex flex-col gap-2">
      <p>{t('Your bid was not among the winners: take your FLASK back.')}</p>
      {position.claimable && <ReclaimButton onReclaim={onReclaim} />}
    </div>
  );
}

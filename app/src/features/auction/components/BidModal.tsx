import { formatFlaskSignificant, nextValidBid, parseAmountInput, validateBid } from '@flaskswap/sdk';
import { useId, useState } from 'react';
import { type Address, formatUnits } from 'viem';
import { ApproveThenSubmitButton, useApproveThenSubmit } from '@/chain/ApproveThenSubmit.tsx';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { AmountField } from '@/ui/AmountField.tsx';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { translateBidRefusal } from '../logic/bidRefusal.ts';
import type { Auction, AuctionAccount } from '../logic/types.ts';

export interface BidModalProps {
  auction: Auction;
  auctionAddress: Address;
  flask: Address;
  account: AuctionAccount;
  /** The account's bid so far. */
  current: bigint;
  readAt: number;
  onClose: () => void;
  /** Sends the bid; true once confirmed. */
  onBid: (amount: bigint) => Promise<boolean>;
}

/** Place or increase a bid: the amount with its checks, Enable (approve FLASK) when needed, then Bid. */
export function BidModal({ auction, auctionAddress, flask, account, current, readAt, onClose, onBid }: BidModalProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const locale = useFormatLocale();
  const [text, setText] = useState('');
  const parsed = parseAmountInput(text, 18);
  const typed = parsed.ok ? parsed.raw : undefined;
  const bidContext = {
    currentTotal: current,
    initialBidAmount: auction.initialBidAmount,
    bidIncrement: auction.bidIncrement,
    balance: account.flaskBalance,
  };
  const refusal = validateBid(typed, bidContext);
  // Nothing is said while the field is empty.
  const error = text === '' || !refusal ? undefined : translateBidRefusal(refusal, bidContext, t, locale);
  const amount = refusal ? undefined : typed;
  const step = useApproveThenSubmit(
    {
      token: flask,
      spender: auctionAddress,
      amount,
      symbol: 'FLASK',
      knownAllowance: { value: account.flaskAllowance, readAt },
    },
    async (value) => {
      if (await onBid(value)) onClose();
    },
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !step.pending && onClose()}
      title={current > 0n ? t('Increase your bid') : t('Place a bid')}
      className="sm:w-[420px]"
    >
      <form
        className="flex flex-col gap-4"
        data-testid="auction-bid-modal"
        onSubmit={(event) => {
          event.preventDefault();
          void step.submit();
        }}
      >
        <p className="text-sm" data-testid="auction-bid-rules">
          {current > 0n
            ? t('Your bid: %amount% FLASK. Add a multiple of %increment% FLASK.', {
                amount: formatFlaskSignificant(current, locale),
                increment: formatFlaskSignificant(auction.bidIncrement, locale),
              })
            : t('The first bid is at least %minimum% FLASK, in multiples of %increment% FLASK.', {
                minimum: formatFlaskSignificant(auction.initialBidAmount, locale),
                increment: formatFlaskSignificant(auction.bidIncrement, locale),
              })}
        </p>
        <AmountField id={inputId} label={t('Add')} unit="FLASK" text={text} onText={setText} error={error} />
        <div className="flex items-center justify-between text-sm text-muted">
          <span>{t('Balance: %amount%', { amount: formatFlaskSignificant(account.flaskBalance, locale) })}</span>
          <Button
            variant="tertiary"
            size="sm"
            onClick={() =>
              setText(formatUnits(nextValidBid(current, auction.initialBidAmount, auction.bidIncrement), 18))
            }
          >
            {t('Minimum')}
          </Button>
        </div>
        {amount !== undefined && (
          <p className="text-sm" data-testid="auction-bid-total">
            {t('Your bid becomes %total% FLASK.', { total: formatFlaskSignificant(current + amount, locale) })}
          </p>
        )}
        <ApproveThenSubmitButton
          step={step}
          actionLabel={current > 0n ? t('Increase bid') : t('Place bid')}
          disabled={amount === undefined}
          data-testid="auction-bid-confirm"
        />
      </form>
    </Modal>
  );
}

import { formatFlaskThreeDecimals, formatNumber, withPercentSign } from '@flaskswap/sdk';
import { useMemo, useState } from 'react';
import { type ApprovalState, useApproval } from '@/chain/useApproval.ts';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import type { LotteryAccount, LotteryRound } from '../data/types.ts';
import { formatFlaskUsd } from '../logic/format.ts';
import { type PurchaseProblem, parseTicketCount, purchaseView } from '../logic/purchase.ts';
import { checkTickets, randomTicketTexts, resizeTickets } from '../logic/ticketEditor.ts';
import { EditNumbers } from './EditNumbers.tsx';

export interface BuyTicketsModalProps {
  round: LotteryRound;
  account: LotteryAccount;
  flask: `0x${string}`;
  lottery: `0x${string}`;
  maxTicketsPerBuyOrClaim: number | null;
  chainNow: bigint;
  readAt: number;
  flaskUsd: number | undefined;
  onClose: () => void;
  /** buyTickets with these numbers; true once confirmed. */
  onBuy: (numbers: bigint[]) => Promise<boolean>;
}

function problemText(problem: PurchaseProblem, maxTickets: number, t: ReturnType<typeof useTranslation>['t']) {
  switch (problem) {
    case 'closed':
      return t('Ticket sales for this round are closed: tickets can be bought again when the next round opens.');
    case 'count':
      return t('Enter a whole number of tickets');
    case 'tooMany':
      return t('Max tickets per transaction %maxTickets%', { maxTickets });
    case 'balance':
      return t('Insufficient FLASK balance');
  }
}

/** "Buy Tickets": how many, the cost with the bulk discount, the balance, approve, then buy. */
export function BuyTicketsModal(props: BuyTicketsModalProps) {
  const { round, account, flaskUsd, onClose } = props;
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [countText, setCountText] = useState('1');
  const [tickets, setTickets] = useState<string[]>(() => randomTicketTexts(1));
  const [editing, setEditing] = useState(false);
  const { pending: buying, run: runBuy } = usePendingAction();

  const count = parseTicketCount(countText);
  const view = purchaseView({
    round,
    count,
    maxTicketsPerBuyOrClaim: props.maxTicketsPerBuyOrClaim,
    balance: account.flaskBalance,
    chainTime: props.chainNow,
  });
  const sized = useMemo(
    () => (view.problem === 'count' || view.problem === 'tooMany' ? tickets : resizeTickets(tickets, view.count)),
    [tickets, view.count, view.problem],
  );
  const check = checkTickets(sized);
  const approval = useApproval({
    token: props.flask,
    spender: props.lottery,
    amount: view.cost,
    symbol: 'FLASK',
    knownAllowance: { value: account.allowance, readAt: props.readAt },
  });
  const { pending: approving, run: runApprove } = usePendingAction();

  const approve = () =>
    runApprove(async () => {
      const tx = await approval.approve();
      if (tx) await tx.wait().catch(() => undefined);
    });
  const buy = async () => {
    if (!check.numbers) return;
    const numbers = check.numbers;
    if (await runBuy(() => props.onBuy(numbers))) onClose();
  };

  const blocked = view.problem !== undefined;
  const needsApproval = !blocked && approvalNeeded(approval.state, approving);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !buying && onClose()}
      title={editing ? t('Edit numbers') : t('Buy Tickets')}
      onBack={editing ? () => setEditing(false) : undefined}
    >
      <div className="flex flex-col gap-4" data-testid="buy-tickets-modal" data-problem={view.problem ?? ''}>
        {editing ? (
          <EditNumbers
            tickets={sized}
            onChange={setTickets}
            onRandomize={() => setTickets(randomTicketTexts(sized.length))}
          />
        ) : (
          <>
            <label className="flex flex-col gap-2">
              <span className="flex justify-between text-sm font-semibold">
                <span>{t('Buy')}</span>
                <span className="text-muted">{t('Tickets')}</span>
              </span>
              <input
                data-testid="ticket-count"
                inputMode="numeric"
                value={countText}
                onChange={(event) => setCountText(event.target.value.replace(/[^\d]/g, ''))}
                className="rounded-2xl border border-border bg-input px-4 py-3 text-end text-xl font-bold"
              />
            </label>
            <p className="text-end text-sm text-muted" data-testid="flask-balance">
              {t('%symbol% Balance: %balance%', {
                symbol: 'FLASK',
                balance: formatFlaskThreeDecimals(account.flaskBalance, locale),
              })}
            </p>
            <dl className="flex flex-col gap-2 text-sm">
              <div className="flex justify-between">
                <dt>{t('Cost (FLASK)')}</dt>
                <dd>{formatFlaskThreeDecimals(view.fullCost, locale)} FLASK</dd>
              </div>
              <div className="flex justify-between">
                <dt>{t('Bulk discount')}</dt>
                <dd data-testid="bulk-discount">
                  {withPercentSign(formatNumber(Number(view.discountBasisPoints) / 100, locale, 2, true), locale)} (
                  {formatFlaskThreeDecimals(view.fullCost - view.cost, locale)} FLASK)
                </dd>
              </div>
              <div className="flex justify-between border-t border-border pt-2 text-base font-bold">
                <dt>{t('You pay')}</dt>
                <dd data-testid="ticket-cost">
                  {formatFlaskThreeDecimals(view.cost, locale)} FLASK{' '}
                  <span className="text-sm text-muted">{formatFlaskUsd(view.cost, flaskUsd, locale)}</span>
                </dd>
              </div>
            </dl>
          </>
        )}
        {view.problem && (
          <p role="alert" className="text-sm font-semibold text-danger" data-testid="purchase-problem">
            {problemText(view.problem, view.maxTickets, t)}
          </p>
        )}
        {needsApproval ? (
          <Button fullWidth isLoading={approving || approval.state === 'PENDING'} onClick={() => void approve()}>
            {approving || approval.state === 'PENDING' ? t('Enabling') : t('Enable')}
          </Button>
        ) : editing ? (
          <Button fullWidth disabled={blocked || !check.numbers} isLoading={buying} onClick={() => void buy()}>
            {buying ? t('Confirming') : t('Confirm and buy')}
          </Button>
        ) : (
          <>
            <Button fullWidth disabled={blocked || !check.numbers} isLoading={buying} onClick={() => void buy()}>
              {buying ? t('Confirming') : t('Buy Instantly')}
            </Button>
            <Button variant="secondary" fullWidth disabled={blocked} onClick={() => setEditing(true)}>
              {t('View/Edit Numbers')}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}

function approvalNeeded(state: ApprovalState, approving: boolean): boolean {
  return approving || state === 'NOT_APPROVED' || state === 'PENDING';
}

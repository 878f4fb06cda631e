import type { CurrencyAmount } from '@flaskswap/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { useNativeCurrency } from '@/features/tokens/index.ts';
import { TransactionConfirmationModal } from '@/features/transactions/index.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { LiquidityCard } from '../components/LiquidityCard.tsx';
import { poolPrice } from '../pairs/pool.ts';
import { MinimalPositionCard } from '../positions/PositionCards.tsx';
import { removeLiquidityOtherCoinPath } from '../routeRules.ts';
import { useReviewedTransaction } from '../router/transactionFlow.ts';
import { ConfirmRemoveContent } from './ConfirmRemoveContent.tsx';
import { DetailedAmounts } from './DetailedAmounts.tsx';
import { PercentPicker } from './PercentPicker.tsx';
import { ReceiveSummary } from './ReceiveSummary.tsx';
import { RemoveLiquidityButtons } from './RemoveLiquidityButtons.tsx';
import { useLpApproval } from './useLpApproval.ts';
import { useRemoveLiquidity } from './useRemoveLiquidity.ts';
import { useRemoveLiquidityForm } from './useRemoveLiquidityForm.ts';

/** What the user reviews and sends. */
interface Review {
  liquidity: CurrencyAmount;
  amountA: CurrencyAmount;
  amountB: CurrencyAmount;
}

/** /remove/{A}/{B}: burn some of the user's LP for the two tokens (SPEC.md "Burn state"). */
export function RemoveLiquidity() {
  const { t } = useTranslation();
  const form = useRemoveLiquidityForm();
  const { account, currencyA, currencyB, pool, info, onUserInput, reset } = form;
  const native = useNativeCurrency();
  const [detailed, setDetailed] = useState(false);
  const { LIQUIDITY: liquidity, CURRENCY_A: amountA, CURRENCY_B: amountB } = info.parsedAmounts;
  const approval = useLpApproval({ pair: pool.pool?.address, liquidity: liquidity?.raw, account });
  const price = pool.pool && currencyA && currencyB ? poolPrice(pool.pool, currencyA, currencyB) : undefined;

  const remove = useRemoveLiquidity();
  const review = useReviewedTransaction<Review>({
    send: ({ amountA, amountB, liquidity }) =>
      remove({ amountA, amountB, liquidity: liquidity.raw, permit: approval.permit }),
    // A permit is good for one use.
    onSent: () => approval.clear(),
    onCleared: reset,
  });
  const otherCoin = removeLiquidityOtherCoinPath(form.currencyIdA, form.currencyIdB, native.wrapped.address);

  return (
    <>
      <LiquidityCard
        title={t('Remove Liquidity')}
        subtitle={t('To receive %symbolA% and %symbolB%', {
          symbolA: currencyA?.symbol ?? '',
          symbolB: currencyB?.symbol ?? '',
        })}
        backTo="/pool"
      >
        <section className="flex flex-col gap-3 rounded-2xl border border-border p-4" aria-label={t('Amount')}>
          <div className="flex items-center justify-between">
            <h2 className="font-semibold">{t('Amount')}</h2>
            <button
              type="button"
              onClick={() => setDetailed((value) => !value)}
              className="text-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
            >
              {detailed ? t('Simple') : t('Detailed')}
            </button>
          </div>
          {!detailed && (
            <PercentPicker
              percentText={info.formattedAmounts.LIQUIDITY_PERCENT}
              sliderValue={Number(info.percentToRemove.toFixed(0))}
              onChange={(percent) => onUserInput('LIQUIDITY_PERCENT', percent)}
            />
          )}
        </section>
        {detailed ? (
          <DetailedAmounts form={form} />
        ) : (
          <ReceiveSummary amountA={amountA} amountB={amountB} currencyA={currencyA} currencyB={currencyB} />
        )}
        {otherCoin && (
          <Link to={otherCoin.path} className="self-end text-sm font-semibold text-primary hover:underline">
            {otherCoin.receive === 'BNB' ? t('Receive BNB') : t('Receive WBNB')}
          </Link>
        )}
        {price && currencyA && currencyB && (
          <section className="flex flex-col gap-1 text-sm" aria-label={t('Price')}>
            <div className="flex justify-between gap-2">
              <span className="text-muted">{t('Price')}</span>
              <span>{`1 ${currencyA.symbol} = ${price.toSignificant(4)} ${currencyB.symbol}`}</span>
            </div>
            <div className="flex justify-end">
              <span>{`1 ${currencyB.symbol} = ${price.invert().toSignificant(4)} ${currencyA.symbol}`}</span>
            </div>
          </section>
        )}
        <RemoveLiquidityButtons
          account={account}
          error={info.error}
          approvalState={approval.state}
          signed={Boolean(approval.permit)}
          onApprove={() => void approval.approve()}
          onRemove={() => liquidity && amountA && amountB && review.open({ liquidity, amountA, amountB })}
        />
      </LiquidityCard>
      {pool.pool && pool.balance !== undefined && pool.balance > 0n && (
        <div className="mx-auto w-full max-w-md px-3 pb-8">
          <MinimalPositionCard pool={pool.pool} balance={pool.balance} />
        </div>
      )}
      {review.target && (
        <TransactionConfirmationModal
          isOpen
          onDismiss={review.dismiss}
          title={t('You will receive')}
          attemptingTxn={review.flow.attemptingTxn}
          hash={review.flow.hash}
          errorMessage={review.flow.errorMessage}
          pendingText={t('Removing %amountA% %symbolA% and %amountB% %symbolB%', {
            amountA: review.target.amountA.toSignificant(6),
            symbolA: review.target.amountA.currency.symbol,
            amountB: review.target.amountB.toSignificant(6),
            symbolB: review.target.amountB.currency.symbol,
          })}
        >
          <ConfirmRemoveContent {...review.target} price={price} onConfirm={review.confirm} />
        </TransactionConfirmationModal>
      )}
    </>
  );
}

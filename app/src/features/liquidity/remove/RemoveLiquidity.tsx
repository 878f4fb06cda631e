import type { CurrencyAmount } from '@flaskswap/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { useNativeCurrency } from '@/features/tokens/index.ts';
import { TransactionConfirmationModal } from '@/features/transactions/index.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { LiquidityCard } from '../components/LiquidityCard.tsx';
import { poolPrice } from '../pairs/pool.ts';
import { MinimalPositionCard } from '../positions/PositionCards.tsx';
import { useTransactionFlow } from '../router/transactionFlow.ts';
import { ConfirmRemoveContent } from './ConfirmRemoveContent.tsx';
import { DetailedAmounts } from './DetailedAmounts.tsx';
import { PercentPicker } from './PercentPicker.tsx';
import { ReceiveSummary } from './ReceiveSummary.tsx';
import { RemoveLiquidityButtons } from './RemoveLiquidityButtons.tsx';
import { useLpApproval } from './useLpApproval.ts';
import { useRemoveLiquidity } from './useRemoveLiquidity.ts';
import { useRemoveLiquidityForm } from './useRemoveLiquidityForm.ts';

/** /remove/{A}/{B}: burn some of the user's LP for the two tokens (SPEC.md "Burn state"). */
export function RemoveLiquidity() {
  const { t } = useTranslation();
  const form = useRemoveLiquidityForm();
  const { account, currencyA, currencyB, pool, info, onUserInput, reset } = form;
  const native = useNativeCurrency();
  const expertMode = useAppStore((store) => store.userExpertMode);
  const [detailed, setDetailed] = useState(false);
  // What the user reviews and sends, fixed when the review opens: after a full removal the live
  // amounts are gone, but the modal still has to show the submitted transaction.
  const [review, setReview] = useState<{
    liquidity: CurrencyAmount;
    amountA: CurrencyAmount;
    amountB: CurrencyAmount;
  }>();
  const flow = useTransactionFlow();
  const remove = useRemoveLiquidity();
  const { LIQUIDITY: liquidity, CURRENCY_A: amountA, CURRENCY_B: amountB } = info.parsedAmounts;
  const approval = useLpApproval({ pair: pool.pool?.address, liquidity: liquidity?.raw, account });
  const price = pool.pool && currencyA && currencyB ? poolPrice(pool.pool, currencyA, currencyB) : undefined;

  const onRemove = async (target = review) => {
    if (!target) return;
    const { amountA, amountB, liquidity } = target;
    const sent = await flow.run(() => remove({ amountA, amountB, liquidity: liquidity.raw, permit: approval.permit }));
    if (sent) approval.clear();
  };
  const onDismiss = () => {
    setReview(undefined);
    if (flow.hash) reset();
    flow.reset();
  };

  // WBNB can come back as BNB and BNB as WBNB: the other route of the same pair.
  const swapWrapped = (id: string | undefined, wrappedOrNative: 'toWrapped' | 'toNative') => {
    if (wrappedOrNative === 'toWrapped') return id?.toUpperCase() === 'BNB' ? native.wrapped.address : id;
    return id?.toLowerCase() === native.wrapped.address.toLowerCase() ? 'BNB' : id;
  };
  const hasNative = Boolean(currencyA?.isNative || currencyB?.isNative);
  const hasWrapped = Boolean(currencyA?.equals(native.wrapped) || currencyB?.equals(native.wrapped));
  const receiveLink =
    hasNative || hasWrapped
      ? {
          to: `/remove/${[form.currencyIdA, form.currencyIdB].map((id) => swapWrapped(id, hasNative ? 'toWrapped' : 'toNative')).join('/')}`,
          label: hasNative ? t('Receive WBNB') : t('Receive BNB'),
        }
      : undefined;

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
        {receiveLink && (
          <Link to={receiveLink.to} className="self-end text-sm font-semibold text-primary hover:underline">
            {receiveLink.label}
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
          onRemove={() => {
            if (!liquidity || !amountA || !amountB) return;
            const target = { liquidity, amountA, amountB };
            setReview(target);
            if (expertMode) void onRemove(target);
          }}
        />
      </LiquidityCard>
      {pool.pool && pool.balance !== undefined && pool.balance > 0n && (
        <div className="mx-auto w-full max-w-md px-3 pb-8">
          <MinimalPositionCard pool={pool.pool} balance={pool.balance} />
        </div>
      )}
      {review && (
        <TransactionConfirmationModal
          isOpen
          onDismiss={onDismiss}
          title={t('You will receive')}
          attemptingTxn={flow.attemptingTxn}
          hash={flow.hash}
          errorMessage={flow.errorMessage}
          pendingText={t('Removing %amountA% %symbolA% and %amountB% %symbolB%', {
            amountA: review.amountA.toSignificant(6),
            symbolA: review.amountA.currency.symbol,
            amountB: review.amountB.toSignificant(6),
            symbolB: review.amountB.currency.symbol,
          })}
        >
          <ConfirmRemoveContent
            amountA={review.amountA}
            amountB={review.amountB}
            liquidity={review.liquidity}
            price={price}
            onConfirm={() => void onRemove()}
          />
        </TransactionConfirmationModal>
      )}
    </>
  );
}

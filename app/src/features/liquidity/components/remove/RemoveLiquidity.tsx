import { useState } from 'react';
import { Link } from 'react-router';
import { useNativeCurrency } from '@/features/tokens';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { removeLiquidityCalls } from '../../actions/routerCalls.ts';
import { pairAmounts, useLiquidityReview } from '../../actions/useLiquidityReview.ts';
import { useLpApproval } from '../../actions/useLpApproval.ts';
import { pairPrice } from '../../logic/pairSnapshot.ts';
import { removeLiquidityOtherCoinPath } from '../../logic/routeRules.ts';
import { LiquidityCard } from '../LiquidityCard.tsx';
import { WalletPositionBelow } from '../PositionCards.tsx';
import { MODAL_DIGITS, priceLines, ReviewModal } from '../ReviewParts.tsx';
import { ConfirmRemoveContent, type RemoveReview } from './ConfirmRemoveContent.tsx';
import { DetailedAmounts } from './DetailedAmounts.tsx';
import { PercentPicker } from './PercentPicker.tsx';
import { ReceiveSummary } from './ReceiveSummary.tsx';
import { RemoveLiquidityButtons } from './RemoveLiquidityButtons.tsx';
import { useRemoveLiquidityForm } from './useRemoveLiquidityForm.ts';

/** /remove/{A}/{B}: burn some of the user's LP for the two tokens (SPEC.md "Burn state"). */
export function RemoveLiquidity() {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const form = useRemoveLiquidityForm();
  const { account, currencyA, currencyB, snapshot, info, onUserInput, reset } = form;
  const native = useNativeCurrency();
  const [detailed, setDetailed] = useState(false);
  const { LIQUIDITY: liquidity, CURRENCY_A: amountA, CURRENCY_B: amountB } = info.parsedAmounts;
  const approval = useLpApproval({ pair: snapshot.snapshot?.address, liquidity: liquidity?.raw, account });
  const price =
    snapshot.snapshot && currencyA && currencyB ? pairPrice(snapshot.snapshot, currencyA, currencyB) : undefined;
  const prices = price && currencyA && currencyB ? priceLines(price, currencyA, currencyB, locale) : undefined;

  const review = useLiquidityReview<RemoveReview>({
    // The first variant that simulates and estimates (SPEC.md section 7).
    calls: ({ amountA, amountB, liquidity }, context) =>
      removeLiquidityCalls({ amountA, amountB, liquidity: liquidity.raw, permit: approval.permit, ...context }),
    summary: ({ amountA, amountB }) =>
      t('Remove %amountA% %symbolA% and %amountB% %symbolB%', pairAmounts(amountA, amountB, 3, locale)),
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
        {prices && (
          <section className="flex flex-col gap-1 text-sm" aria-label={t('Price')}>
            <div className="flex justify-between gap-2">
              <span className="text-muted">{t('Price')}</span>
              <span>{prices[0]}</span>
            </div>
            <div className="flex justify-end">
              <span>{prices[1]}</span>
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
      <WalletPositionBelow snapshot={snapshot.snapshot} balance={snapshot.balance} />
      {review.target && (
        <ReviewModal
          review={review}
          title={t('You will receive')}
          pendingText={t(
            'Removing %amountA% %symbolA% and %amountB% %symbolB%',
            pairAmounts(review.target.amountA, review.target.amountB, MODAL_DIGITS, locale),
          )}
        >
          <ConfirmRemoveContent {...review.target} price={price} onConfirm={review.confirm} />
        </ReviewModal>
      )}
    </>
  );
}

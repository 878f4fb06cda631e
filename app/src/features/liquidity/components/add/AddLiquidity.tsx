import { CurrencyAmount, type Token } from '@flaskswap/sdk';
import { useDeployment } from '@/chain/activeChain.ts';
import { useApproval } from '@/chain/useApproval.ts';
import { addTrackedPair, CurrencyInputPanel } from '@/features/tokens';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { addLiquidityCall } from '../../actions/routerCalls.ts';
import { pairAmounts, useLiquidityReview } from '../../actions/useLiquidityReview.ts';
import { pairAddressOf, pairTokens } from '../../data/pairCalls.ts';
import { lpTokenOf } from '../../logic/lpToken.ts';
import type { MintField } from '../../logic/mintState.ts';
import { LiquidityCard } from '../LiquidityCard.tsx';
import { PairPriceBar } from '../PairPriceBar.tsx';
import { WalletPositionBelow } from '../PositionCards.tsx';
import { MODAL_DIGITS, ReviewModal } from '../ReviewParts.tsx';
import { AddLiquidityButtons } from './AddLiquidityButtons.tsx';
import { type AddReview, ConfirmAddContent } from './ConfirmAddContent.tsx';
import { FirstProviderNotice } from './FirstProviderNotice.tsx';
import { useAddLiquidityForm } from './useAddLiquidityForm.ts';

/** The add-liquidity screen (SPEC.md section 2 "Add-liquidity screen"), for /add and /create. */
export function AddLiquidity() {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const form = useAddLiquidityForm();
  const { account, currencies, pairRead, info, maxAmounts, atMaxAmount, onFieldInput, onCurrencySelect, reset } = form;
  const { CURRENCY_A: currencyA, CURRENCY_B: currencyB } = currencies;
  const { parsedAmounts, noLiquidity } = info;
  const deployment = useDeployment();
  const router = deployment?.contracts.FlaskRouter;
  const factory = deployment?.contracts.FlaskFactory;

  const approvalA = useApproval({
    token: currencyA?.isNative ? 'native' : currencyA?.address,
    spender: router,
    amount: parsedAmounts.CURRENCY_A?.raw,
    symbol: currencyA?.symbol ?? '',
  });
  const approvalB = useApproval({
    token: currencyB?.isNative ? 'native' : currencyB?.address,
    spender: router,
    amount: parsedAmounts.CURRENCY_B?.raw,
    symbol: currencyB?.symbol ?? '',
  });

  const tokens = pairTokens(currencyA, currencyB);
  // The pair's address is known before it exists (CREATE2), so a new pair's LP can be offered too.
  const lpToken: Token | undefined =
    tokens && factory ? lpTokenOf(tokens[0].chainId, pairAddressOf(factory, tokens)) : undefined;

  const review = useLiquidityReview<AddReview>({
    // addLiquidity, or addLiquidityETH when one side is BNB.
    calls: ({ amountA, amountB, noLiquidity }, context) => [
      addLiquidityCall({ amountA, amountB, noLiquidity, ...context }),
    ],
    summary: ({ amountA, amountB }) =>
      t('Add %amountA% %symbolA% and %amountB% %symbolB%', pairAmounts(amountA, amountB, 3, locale)),
    // Once mined, the pair shows among the user's positions.
    onSent: (sent) => {
      if (!tokens) return;
      sent
        .wait()
        .then(() => addTrackedPair(tokens[0], tokens[1]))
        .catch(() => {});
    },
    onCleared: reset,
  });
  const onSupply = () => {
    const amountA = parsedAmounts.CURRENCY_A;
    const amountB = parsedAmounts.CURRENCY_B;
    if (!amountA || !amountB) return;
    review.open({
      amountA,
      amountB,
      noLiquidity,
      liquidityMinted:
        lpToken && info.liquidityMinted !== undefined
          ? CurrencyAmount.fromRaw(lpToken, info.liquidityMinted)
          : undefined,
      price: info.price,
      shareOfPair: info.shareOfPair,
    });
  };

  const panel = (field: MintField, id: string) => {
    const currency = currencies[field];
    const other = currencies[field === 'CURRENCY_A' ? 'CURRENCY_B' : 'CURRENCY_A'];
    return (
      <CurrencyInputPanel
        id={id}
        value={info.formattedAmounts[field]}
        onUserInput={(value) => onFieldInput(field, value)}
        onMax={() => onFieldInput(field, maxAmounts[field]?.toExact() ?? '')}
        showMaxButton={!atMaxAmount[field]}
        currency={currency}
        otherCurrency={other}
        onCurrencySelect={(picked) => onCurrencySelect(field === 'CURRENCY_A' ? 'A' : 'B', picked)}
        label={t('Input')}
      />
    );
  };

  return (
    <>
      <LiquidityCard
        title={t('Add Liquidity')}
        subtitle={t('Deposit two tokens, receive LP tokens')}
        helper={t(
          'Every trade through this pool pays 0.17% to its liquidity providers, split by their share of the pool.',
        )}
        backTo="/pool"
      >
        {noLiquidity && pairRead.state !== 'INVALID' && <FirstProviderNotice />}
        {panel('CURRENCY_A', 'add-liquidity-input-a')}
        <div className="-my-2 text-center text-xl font-bold text-muted" aria-hidden="true">
          +
        </div>
        {panel('CURRENCY_B', 'add-liquidity-input-b')}
        {currencyA && currencyB && pairRead.state !== 'INVALID' && (
          <section className="rounded-2xl border border-border p-4" aria-label={t('Prices and pool share')}>
            <h2 className="mb-3 text-sm font-semibold">
              {noLiquidity ? t('Initial prices and pool share') : t('Prices and pool share')}
            </h2>
            <PairPriceBar
              currencyA={currencyA}
              currencyB={currencyB}
              price={info.price}
              shareOfPair={info.shareOfPair}
              noLiquidity={noLiquidity}
            />
          </section>
        )}
        <AddLiquidityButtons
          account={account}
          error={info.error}
          approvals={[
            { currency: currencyA, state: approvalA.state, approve: () => void approvalA.approve() },
            { currency: currencyB, state: approvalB.state, approve: () => void approvalB.approve() },
          ]}
          onSupply={onSupply}
        />
      </LiquidityCard>
      <WalletPositionBelow snapshot={noLiquidity ? undefined : pairRead.snapshot} balance={pairRead.balance} />
      {review.target && (
        <ReviewModal
          review={review}
          title={review.target.noLiquidity ? t('You are creating a pool') : t('You will receive')}
          pendingText={t(
            'Supplying %amountA% %symbolA% and %amountB% %symbolB%',
            pairAmounts(review.target.amountA, review.target.amountB, MODAL_DIGITS, locale),
          )}
          currencyToAdd={lpToken}
        >
          <ConfirmAddContent {...review.target} onConfirm={review.confirm} />
        </ReviewModal>
      )}
    </>
  );
}

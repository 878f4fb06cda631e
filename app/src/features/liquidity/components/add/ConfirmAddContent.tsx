import { type CurrencyAmount, formatPairShare, type Percent, type Price, withPercentSign } from '@flaskswap/sdk';
import { CurrencyLogo } from '@/features/tokens';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { DetailRow } from '../DetailRow.tsx';
import { DoubleCurrencyLogo } from '../DoubleCurrencyLogo.tsx';
import { MODAL_DIGITS, PriceRow, SlippageEstimateNote } from '../ReviewParts.tsx';

/** What the user reviews before adding liquidity (the amounts and noLiquidity are what is sent). */
export interface AddReview {
  amountA: CurrencyAmount;
  amountB: CurrencyAmount;
  noLiquidity: boolean;
  /** The LP to receive, as an amount of the pair's LP token. */
  liquidityMinted: CurrencyAmount | undefined;
  price: Price | undefined;
  shareOfPair: Percent | undefined;
}

/** The review step of adding liquidity: the LP tokens to receive, the deposits, rates and share. */
export function ConfirmAddContent({
  amountA,
  amountB,
  noLiquidity,
  liquidityMinted,
  price,
  shareOfPair,
  onConfirm,
}: AddReview & { onConfirm(): void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const a = amountA.currency;
  const b = amountB.currency;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="flex items-center gap-3 text-3xl font-bold">
          <span data-testid="confirm-lp-amount">
            {noLiquidity
              ? `${a.symbol}/${b.symbol}`
              : (liquidityMinted?.toSignificant(MODAL_DIGITS, { locale }) ?? '-')}
          </span>
          <DoubleCurrencyLogo currency0={a} currency1={b} size={28} />
        </p>
        <p className="text-lg font-semibold">
          {t('%symbolA%/%symbolB% Pool Tokens', { symbolA: a.symbol, symbolB: b.symbol })}
        </p>
        {!noLiquidity && <SlippageEstimateNote />}
      </div>
      <div className="flex flex-col gap-2 rounded-2xl bg-input/50 p-4">
        {[amountA, amountB].map((amount) => (
          <DetailRow key={amount.currency.symbol} label={t('%symbol% Deposited', { symbol: amount.currency.symbol })}>
            <CurrencyLogo currency={amount.currency} size={18} />
            {amount.toSignificant(MODAL_DIGITS, { locale })}
          </DetailRow>
        ))}
        <PriceRow label={t('Rates')} price={price} a={a} b={b} />
        <DetailRow label={t('Share of Pool:')}>
          {withPercentSign(
            noLiquidity ? '100' : shareOfPair ? formatPairShare(shareOfPair, undefined, { locale }) : '0',
            locale,
          )}
        </DetailRow>
      </div>
      <Button fullWidth onClick={onConfirm}>
        {noLiquidity ? t('Create Pool & Supply') : t('Confirm Supply')}
      </Button>
    </div>
  );
}

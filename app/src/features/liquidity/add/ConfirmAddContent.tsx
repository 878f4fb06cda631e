import { type CurrencyAmount, formatPoolShare, type Percent, type Price, slippageToPercent } from '@flaskswap/sdk';
import { CurrencyLogo } from '@/features/tokens/index.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { Button } from '@/ui/Button.tsx';
import { DetailRow } from '../components/DetailRow.tsx';
import { DoubleCurrencyLogo } from '../components/DoubleCurrencyLogo.tsx';

/** SPEC.md section 9: 6 significant digits in a modal, 4 for prices. */
const MODAL_DIGITS = 6;
const PRICE_DIGITS = 4;

/** The review step of adding liquidity: the LP tokens to receive, the deposits, rates and share. */
export function ConfirmAddContent({
  amountA,
  amountB,
  noLiquidity,
  liquidityMinted,
  price,
  poolShare,
  onConfirm,
}: {
  amountA: CurrencyAmount;
  amountB: CurrencyAmount;
  noLiquidity: boolean;
  /** The LP to receive, as an amount of the pair's LP token. */
  liquidityMinted: CurrencyAmount | undefined;
  price: Price | undefined;
  poolShare: Percent | undefined;
  onConfirm(): void;
}) {
  const { t } = useTranslation();
  const slippageBips = useAppStore((state) => state.userSlippageTolerance);
  const a = amountA.currency;
  const b = amountB.currency;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="flex items-center gap-3 text-3xl font-bold">
          <span data-testid="confirm-lp-amount">
            {noLiquidity ? `${a.symbol}/${b.symbol}` : (liquidityMinted?.toSignificant(MODAL_DIGITS) ?? '-')}
          </span>
          <DoubleCurrencyLogo currency0={a} currency1={b} size={28} />
        </p>
        <p className="text-lg font-semibold">
          {t('%symbolA%/%symbolB% Pool Tokens', { symbolA: a.symbol, symbolB: b.symbol })}
        </p>
        {!noLiquidity && (
          <p className="text-sm text-muted italic">
            {t(
              'These amounts are estimates: if the price moves more than %slippage%% before your transaction is mined, it is cancelled.',
              {
                slippage: slippageToPercent(slippageBips).toSignificant(4),
              },
            )}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2 rounded-2xl bg-input/50 p-4">
        {[amountA, amountB].map((amount) => (
          <DetailRow key={amount.currency.symbol} label={t('%symbol% Deposited', { symbol: amount.currency.symbol })}>
            <CurrencyLogo currency={amount.currency} size={18} />
            {amount.toSignificant(MODAL_DIGITS)}
          </DetailRow>
        ))}
        {price && price.raw.numerator > 0n && (
          <DetailRow label={t('Rates')}>
            <span className="flex flex-col items-end">
              <span>{`1 ${a.symbol} = ${price.toSignificant(PRICE_DIGITS)} ${b.symbol}`}</span>
              <span>{`1 ${b.symbol} = ${price.invert().toSignificant(PRICE_DIGITS)} ${a.symbol}`}</span>
            </span>
          </DetailRow>
        )}
        <DetailRow label={t('Share of Pool:')}>
          {noLiquidity ? '100' : poolShare ? formatPoolShare(poolShare) : '0'}%
        </DetailRow>
      </div>
      <Button fullWidth onClick={onConfirm}>
        {noLiquidity ? t('Create Pool & Supply') : t('Confirm Supply')}
      </Button>
    </div>
  );
}

import { currencyId, withPercentSign } from '@flaskswap/sdk';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CurrencyLogo, useNativeCurrency } from '@/features/tokens';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import type { PairSnapshot } from '../logic/pairSnapshot.ts';
import { formatShare, type PositionDetails, positionDetails } from '../logic/positionDetails.ts';
import { DetailRow } from './DetailRow.tsx';
import { DoubleCurrencyLogo } from './DoubleCurrencyLogo.tsx';

/** SPEC.md section 9: amounts with 6 significant digits, LP balances with 4 as PancakeSwap shows them. */
const AMOUNT_DIGITS = 6;
const LP_DIGITS = 4;

function usePositionDetails(snapshot: PairSnapshot, balance: bigint): PositionDetails {
  return positionDetails(snapshot, balance, useNativeCurrency());
}

function UnderlyingRows({ details }: { details: PositionDetails }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <>
      {[details.underlying0, details.underlying1].map((amount) => (
        <DetailRow
          key={amount.currency.symbol}
          label={t('Pooled %symbol%:', { symbol: amount.currency.symbol })}
          testId={`underlying-${amount.currency.symbol}`}
        >
          {amount.toSignificant(AMOUNT_DIGITS, { locale })}
          <CurrencyLogo currency={amount.currency} size={20} />
        </DetailRow>
      ))}
    </>
  );
}

/** "LP tokens in your wallet": the user's position in one pair, under the add and find screens. */
export function MinimalPositionCard({ snapshot, balance }: { snapshot: PairSnapshot; balance: bigint }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const details = usePositionDetails(snapshot, balance);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="minimal-position-card"
      className="flex flex-col gap-2 rounded-2xl border border-border bg-input/40 p-4"
    >
      <h2 id={titleId} className="text-sm font-bold text-secondary uppercase">
        {t('LP tokens in your wallet')}
      </h2>
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 font-semibold">
          <DoubleCurrencyLogo currency0={details.currency0} currency1={details.currency1} />
          {details.currency0.symbol}/{details.currency1.symbol}
        </span>
        <span className="font-semibold" data-testid="position-lp-balance">
          {details.lpBalance.toSignificant(LP_DIGITS, { locale })}
        </span>
      </div>
      <DetailRow label={t('Share of Pool:')} testId="position-share">
        {withPercentSign(formatShare(details.share, 'card', locale), locale)}
      </DetailRow>
      <UnderlyingRows details={details} />
    </section>
  );
}

/** The user's position below the add and remove screens, while they hold the pair's LP. */
export function WalletPositionBelow({
  snapshot,
  balance,
}: {
  snapshot: PairSnapshot | undefined;
  balance: bigint | undefined;
}) {
  if (!snapshot || balance === undefined || balance <= 0n) return null;
  return (
    <div className="mx-auto w-full max-w-md px-3 pb-8">
      <MinimalPositionCard snapshot={snapshot} balance={balance} />
    </div>
  );
}

/** A position on /liquidity: the pair and LP balance, expanding to the details and the add/remove links. */
export function FullPositionCard({ snapshot, balance }: { snapshot: PairSnapshot; balance: bigint }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const details = usePositionDetails(snapshot, balance);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const name = `${details.currency0.symbol}/${details.currency1.symbol}`;
  const ids = `${currencyId(details.currency0)}/${currencyId(details.currency1)}`;
  return (
    <article data-testid="position-card" className="rounded-2xl border border-border bg-input/40">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-2 rounded-2xl p-4 text-start focus-visible:outline-2 focus-visible:outline-primary"
      >
        <DoubleCurrencyLogo currency0={details.currency0} currency1={details.currency1} />
        <span className="flex-1 font-semibold">{name}</span>
        <span className="text-sm text-muted">{details.lpBalance.toSignificant(LP_DIGITS, { locale })}</span>
        <span aria-hidden="true" className={cn('text-primary transition-transform', open && 'rotate-180')}>
          ▾
        </span>
        <span className="sr-only">{open ? t('Hide details') : t('Manage')}</span>
      </button>
      <div id={panelId} hidden={!open} className="flex flex-col gap-2 px-4 pb-4">
        <UnderlyingRows details={details} />
        <DetailRow label={t('Your pool tokens:')} testId="position-lp-balance">
          {details.lpBalance.toSignificant(LP_DIGITS, { locale })}
        </DetailRow>
        <DetailRow label={t('Your pool share:')} testId="position-share">
          {withPercentSign(formatShare(details.share, 'detail', locale), locale)}
        </DetailRow>
        <div className="mt-2 grid grid-cols-2 gap-2">
          <Link
            to={`/remove/${ids}`}
            className="grid h-10 place-items-center rounded-2xl bg-primary font-semibold text-on-accent hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {t('Remove')}
          </Link>
          <Link
            to={`/add/${ids}`}
            className="grid h-10 place-items-center rounded-2xl border-2 border-primary font-semibold text-primary hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {t('Add')}
          </Link>
        </div>
      </div>
    </article>
  );
}

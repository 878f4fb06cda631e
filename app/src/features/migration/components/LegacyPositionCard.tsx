import { pricesDifferBeyondSlippage, slippageToPercent } from '@flaskswap/sdk';
import { useId, useMemo } from 'react';
import { DetailRow, DoubleCurrencyLogo, PriceRow } from '@/features/liquidity';
import { useNativeCurrency } from '@/features/tokens';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { type MigrationTarget, useMigrationApproval } from '../actions/useMigration.ts';
import type { LegacyPosition } from '../logic/positions.ts';
import { positionView } from '../logic/positionView.ts';
import { AmountRows } from './AmountRows.tsx';
import { MigrateButtons } from './MigrateButtons.tsx';

/** LP balances with 4 significant digits, as the liquidity pages show them. */
const LP_DIGITS = 4;

/**
 * One legacy position: what it holds, both prices side by side, a warning when they differ by more
 * than the slippage tolerance, and its Sign / Enable then Migrate buttons.
 */
export function LegacyPositionCard({
  position,
  exchange,
  allowanceReadAt,
  onMigrate,
}: {
  position: LegacyPosition;
  exchange: string;
  allowanceReadAt: number;
  onMigrate(target: MigrationTarget): void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const native = useNativeCurrency();
  const slippageBips = useAppStore((state) => state.userSlippageTolerance);
  const view = useMemo(() => positionView(position, native), [position, native]);
  const approval = useMigrationApproval(position, exchange, allowanceReadAt);
  const titleId = useId();
  const [a, b] = view.currencies;
  const differs = position.gapBips !== undefined && pricesDifferBeyondSlippage(position.gapBips, slippageBips);

  return (
    <article
      aria-labelledby={titleId}
      data-testid="legacy-position"
      className="flex flex-col gap-2 rounded-2xl border border-border bg-input/40 p-4"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold">
        <DoubleCurrencyLogo currency0={a} currency1={b} />
        {view.name}
      </h2>
      <DetailRow label={t('Your pool tokens:')} testId="legacy-lp-balance">
        {view.lp.toSignificant(LP_DIGITS, { locale })}
      </DetailRow>
      <AmountRows amounts={view.paid} label={(symbol) => t('Pooled %symbol%:', { symbol })} testId="legacy-pooled" />
      <PriceRow label={t('%exchange% price', { exchange })} price={view.legacyPrice} a={a} b={b} />
      {view.flaskPrice ? (
        <PriceRow label={t('FlaskSwap price')} price={view.flaskPrice} a={a} b={b} />
      ) : (
        <p role="note" className="rounded-2xl border border-primary/40 bg-primary/10 p-3 text-sm text-primary">
          {t('FlaskSwap has no %pair% pair yet: migrating creates it at the %exchange% price.', {
            pair: view.name,
            exchange,
          })}
        </p>
      )}
      {differs && view.gap && (
        <p
          role="note"
          data-testid="price-gap-warning"
          className="rounded-2xl border border-warning/50 bg-warning/15 p-3 text-sm font-semibold text-warning"
        >
          {t(
            'The two prices differ by %gap%%, more than your %slippage%% slippage tolerance: FlaskSwap takes what its own price allows and the rest comes back to your wallet.',
            {
              gap: view.gap.toFixed(2, { locale }),
              slippage: slippageToPercent(slippageBips).toSignificant(4, { locale }),
            },
          )}
        </p>
      )}
      <MigrateButtons
        approvalState={approval.state}
        signs={position.permitDomain !== undefined}
        signed={Boolean(approval.permit)}
        onApprove={() => void approval.approve()}
        onMigrate={() => onMigrate({ position, view, permit: approval.permit })}
      />
    </article>
  );
}

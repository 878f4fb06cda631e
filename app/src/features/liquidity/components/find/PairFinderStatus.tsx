import { type Currency, currencyId } from '@flaskswap/sdk';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { hasNoLiquidity, type PairSnapshot, type PairState } from '../../logic/pairSnapshot.ts';
import { MinimalPositionCard } from '../PositionCards.tsx';

const link = 'font-semibold text-primary hover:underline';

/** What the finder knows about the chosen pair: found (with the position and Import), none, invalid. */
export function PairFinderStatus({
  currency0,
  currency1,
  state,
  snapshot,
  balance,
  isTracked,
  onImport,
}: {
  currency0: Currency;
  currency1: Currency;
  state: PairState;
  snapshot: PairSnapshot | undefined;
  balance: bigint | undefined;
  isTracked: boolean;
  onImport(): void;
}) {
  const { t } = useTranslation();
  const addPath = `/add/${currencyId(currency0)}/${currencyId(currency1)}`;
  if (state === 'LOADING') return <Skeleton className="h-24 w-full rounded-2xl" />;
  if (state === 'INVALID') return <p className="text-center text-muted">{t('Invalid pair.')}</p>;
  if (!snapshot || hasNoLiquidity(state, snapshot)) {
    return (
      <div className="flex flex-col items-center gap-1 rounded-2xl border border-border p-4 text-center" role="status">
        <p>{t('No pool found.')}</p>
        <Link to={addPath} className={link}>
          {t('Create pool.')}
        </Link>
      </div>
    );
  }
  const hasPosition = balance !== undefined && balance > 0n;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col items-center gap-1 rounded-2xl border border-border p-4 text-center" role="status">
        <p className="font-semibold text-success">{t('Pool Found!')}</p>
        {hasPosition ? (
          isTracked && (
            <Link to="/liquidity" className={link}>
              {t('Manage this pool.')}
            </Link>
          )
        ) : (
          <>
            <p className="text-muted">{t('You don’t have liquidity in this pool yet.')}</p>
            <Link to={addPath} className={link}>
              {t('Add Liquidity')}
            </Link>
          </>
        )}
      </div>
      {hasPosition && <MinimalPositionCard snapshot={snapshot} balance={balance} />}
      <Button fullWidth onClick={onImport} disabled={isTracked} data-testid="import-pair-button">
        {isTracked ? t('Imported') : t('Import')}
      </Button>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import { formatLp, formatTokens, groupDecimalText } from '../logic/format.ts';
import {
  currentTaxRate,
  lpPerToken,
  percentOfTarget,
  ratePercent,
  remainingLimit,
  type SalePhase,
  userPoolOutcome,
} from '../logic/sale.ts';
import type { IfoAccount, IfoPool, IfoSale, IfoUserPool } from '../logic/types.ts';

export interface SalePoolCardProps {
  sale: IfoSale;
  pool: IfoPool;
  position: IfoUserPool | undefined;
  account: IfoAccount | undefined;
  phase: SalePhase;
  claimOpen: boolean;
  addLiquidityPath: string;
  onCommit: () => void;
  onClaim: () => Promise<boolean>;
}

/**
 * One pool of a sale: its offering, raise target, price, what everyone and the account committed,
 * the basic pool's limit or the unlimited pool's tax; Commit while live, Claim once finished.
 */
export function SalePoolCard(props: SalePoolCardProps) {
  const { sale, pool, position, phase } = props;
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { token, currency, tokenOfferingPrice } = sale.config;
  const committed = position?.amount ?? 0n;
  const outcome = userPoolOutcome(pool, position);
  const remaining = remainingLimit(pool, committed);
  const title = pool.kind === 'basic' ? t('Basic Sale') : t('Unlimited Sale');

  return (
    <section
      data-testid={`ifo-pool-${pool.kind}`}
      className="flex flex-col gap-4 rounded-3xl border border-border bg-card p-5"
      aria-label={title}
    >
      <header>
        <h3 className="text-lg font-bold">{title}</h3>
        <p className="text-sm text-muted">
          {pool.kind === 'basic'
            ? t('A limit per user, no fee.')
            : pool.hasTax
              ? t('No limit; a fee on the LP refunded when oversubscribed.')
              : t('No limit.')}
        </p>
      </header>
      <dl className="flex flex-col gap-2 text-sm">
        <Row label={t('Offering')} testId="ifo-offering">
          {formatTokens(pool.offeringAmount, token.decimals, locale)} {token.symbol}
        </Row>
        <Row label={t('Raise target')} testId="ifo-raise">
          {formatLp(pool.raisingAmount, locale)} {currency.symbol} (${groupDecimalText(pool.announced.raiseAmount)})
        </Row>
        <Row label={t('Price per %symbol%', { symbol: token.symbol })} testId="ifo-price">
          {tokenOfferingPrice !== null && `$${tokenOfferingPrice} · `}
          {lpPerToken(pool, token.decimals, locale)} {currency.symbol}
        </Row>
        <Row label={t('Total committed')} testId="ifo-total">
          {formatLp(pool.totalAmount, locale)} {currency.symbol} (
          {t('%percent%% of target', { percent: percentOfTarget(pool, locale) })})
        </Row>
        {pool.limitPerUser > 0n && (
          <Row label={t('Limit per user')} testId="ifo-limit">
            {formatLp(pool.limitPerUser, locale)} {currency.symbol}
          </Row>
        )}
        {pool.hasTax && (
          <Row label={t('Current overflow fee')} testId="ifo-tax">
            {ratePercent(currentTaxRate(pool))}%
          </Row>
        )}
        {props.account && (
          <>
            <Row label={t('Your commitment')} testId="ifo-committed">
              {formatLp(committed, locale)} {currency.symbol} (
              {t('%percent%% of the pool', { percent: ratePercent(outcome.allocation) })})
            </Row>
            {remaining !== undefined && phase !== 'finished' && (
              <Row label={t('Remaining limit')} testId="ifo-remaining">
                {formatLp(remaining, locale)} {currency.symbol}
              </Row>
            )}
          </>
        )}
      </dl>
      <PoolAction {...props} committed={committed} outcome={outcome} remaining={remaining} />
    </section>
  );
}

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt className="text-muted">{label}</dt>
      <dd data-testid={testId} className="text-end font-semibold">
        {children}
      </dd>
    </div>
  );
}

/** The pool's button or the reason there is none. */
function PoolAction({
  sale,
  position,
  account,
  phase,
  claimOpen,
  addLiquidityPath,
  onCommit,
  onClaim,
  committed,
  outcome,
  remaining,
}: SalePoolCardProps & {
  committed: bigint;
  outcome: ReturnType<typeof userPoolOutcome>;
  remaining: bigint | undefined;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { pending: claiming, run } = usePendingAction();
  const { token, currency } = sale.config;
  if (!account) return null;

  if (phase === 'coming') {
    return <Notice testId="ifo-action-note">{t('Commits open when the sale starts.')}</Notice>;
  }
  if (phase === 'live') {
    if (!account.hasActiveProfile) {
      return (
        <Notice testId="ifo-commit-unavailable">
          {t('You need an active profile to commit.')}{' '}
          <Link to="/profile" className="font-semibold text-primary underline underline-offset-2">
            {account.hasProfile ? t('Reactivate your profile') : t('Create your profile')}
          </Link>
        </Notice>
      );
    }
    if (account.lpBalance === 0n) {
      return (
        <Notice testId="ifo-commit-unavailable">
          {t('You have no %symbol% to commit.', { symbol: currency.symbol })}{' '}
          <Link to={addLiquidityPath} className="font-semibold text-primary underline underline-offset-2">
            {t('Get %symbol%', { symbol: currency.symbol })}
          </Link>
        </Notice>
      );
    }
    if (remaining === 0n) {
      return <Notice testId="ifo-commit-unavailable">{t('You have reached the limit of this pool.')}</Notice>;
    }
    return (
      <Button fullWidth onClick={onCommit} data-testid="ifo-commit">
        {t('Commit')}
      </Button>
    );
  }

  // Finished: what the harvest pays, then Claim or its state.
  if (committed === 0n) {
    return <Notice testId="ifo-action-note">{t('You did not take part in this pool.')}</Notice>;
  }
  const claimed = position?.claimed ?? false;
  return (
    <div className="flex flex-col gap-3">
      <dl className="flex flex-col gap-2 rounded-2xl bg-input p-3 text-sm">
        <Row
          label={
            claimed
              ? t('%symbol% received', { symbol: token.symbol })
              : t('%symbol% to claim', { symbol: token.symbol })
          }
          testId="ifo-claim-tokens"
        >
          {formatTokens(outcome.offering, token.decimals, locale)} {token.symbol}
        </Row>
        <Row label={claimed ? t('LP refunded') : t('LP to get back')} testId="ifo-claim-refund">
          {formatLp(outcome.refund, locale)} {currency.symbol}
        </Row>
        {outcome.tax > 0n && (
          <Row label={t('Overflow fee')} testId="ifo-claim-tax">
            {formatLp(outcome.tax, locale)} {currency.symbol}
          </Row>
        )}
      </dl>
      {claimed ? (
        <p data-testid="ifo-claimed" role="status" className="text-center font-semibold text-success">
          ✓ {t('Claimed')}
        </p>
      ) : claimOpen ? (
        <Button fullWidth data-testid="ifo-claim" isLoading={claiming} onClick={() => void run(onClaim)}>
          {claiming ? t('Claiming') : t('Claim')}
        </Button>
      ) : (
        <Notice testId="ifo-action-note">
          {t('Claims open at block %block%.', { block: sale.releaseBlock.toString() })}
        </Notice>
      )}
    </div>
  );
}

function Notice({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p data-testid={testId} role="status" className="rounded-2xl bg-input px-4 py-3 text-center text-sm font-semibold">
      {children}
    </p>
  );
}

import { Link } from 'react-router';
import { ConnectWalletButton } from '@/features/wallet';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import { formatLp } from '../logic/format.ts';
import type { IfoAccount, IfoSale } from '../logic/types.ts';

const linkClass = 'font-semibold text-primary hover:underline';

/**
 * What to prepare before committing: an active profile (SPEC.md §6) and the sale's LP token,
 * each ticked once the wallet has it, with where to get it.
 */
export function Requirements({
  sale,
  account,
  connected,
  addLiquidityPath,
}: {
  sale: IfoSale;
  account: IfoAccount | undefined;
  connected: boolean;
  addLiquidityPath: string;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const lp = sale.config.currency.symbol;
  if (!connected) {
    return (
      <div data-testid="ifo-requirements" className="flex flex-col items-start gap-3 rounded-2xl bg-input p-4">
        <p className="font-semibold">{t('Connect a wallet to take part in the sale.')}</p>
        <ConnectWalletButton />
      </div>
    );
  }
  if (!account) return null;
  const hasLp = account.lpBalance > 0n;
  return (
    <ol data-testid="ifo-requirements" className="flex flex-col gap-3 rounded-2xl bg-input p-4">
      <Step done={account.hasActiveProfile} testId="ifo-requirement-profile">
        <span className="font-semibold">{t('An active profile')}</span>
        {account.hasActiveProfile ? (
          <span className="text-sm text-muted">{t('Your profile is active.')}</span>
        ) : (
          <span className="text-sm">
            {account.hasProfile
              ? t('Your profile is paused: reactivate it to take part.')
              : t('You need an active profile to take part in an IFO.')}{' '}
            <Link to="/profile" className={linkClass}>
              {account.hasProfile ? t('Reactivate your profile') : t('Create your profile')}
            </Link>
          </span>
        )}
      </Step>
      <Step done={hasLp} testId="ifo-requirement-lp">
        <span className="font-semibold">{t('%symbol% tokens', { symbol: lp })}</span>
        {hasLp ? (
          <span className="text-sm text-muted">
            {t('In your wallet: %amount% %symbol%', { amount: formatLp(account.lpBalance, locale), symbol: lp })}
          </span>
        ) : (
          <span className="text-sm">
            {t('You commit %symbol% tokens: add liquidity to get some.', { symbol: lp })}{' '}
            <Link to={addLiquidityPath} className={linkClass}>
              {t('Get %symbol%', { symbol: lp })}
            </Link>
          </span>
        )}
      </Step>
    </ol>
  );
}

function Step({ done, testId, children }: { done: boolean; testId: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <li data-testid={testId} data-done={done} className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-sm font-bold',
          done ? 'bg-success text-on-accent' : 'border-2 border-muted text-muted',
        )}
      >
        {done ? '✓' : ''}
      </span>
      <span className="sr-only">{done ? t('Done') : t('To do')}</span>
      <span className="flex flex-col gap-1">{children}</span>
    </li>
  );
}

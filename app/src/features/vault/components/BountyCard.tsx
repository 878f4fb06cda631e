import { amountToUsd } from '@flaskswap/sdk';
import { useConnection } from '@/chain/connection.ts';
import { formatStaked, formatUsd, type YieldMarket } from '@/features/yield';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { AsyncButton } from '@/ui/AsyncButton.tsx';
import { InfoIcon } from '@/ui/icons.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { Tooltip } from '@/ui/Tooltip.tsx';
import { useVaultActions } from '../actions/useVaultActions.ts';

/** 'Auto FLASK Bounty': anyone may compound the vault for everyone and earn the call fee. */
export function BountyCard({ market }: { market: YieldMarket | undefined }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { isConnected } = useConnection();
  const vault = market?.vault;
  const { claimBounty } = useVaultActions(vault?.address);
  if (market && !vault) return null;
  const bounty = vault?.estimatedFlaskBountyReward ?? 0n;
  const callFee = vault ? Number(vault.fees.callFee) / 100 : undefined;
  const reason = !isConnected
    ? t('Connect a wallet to claim')
    : bounty === 0n
      ? t('No bounty to claim yet')
      : undefined;
  return (
    <section
      aria-label={t('Auto FLASK Bounty')}
      className="rounded-3xl border border-border bg-card p-4 sm:min-w-[280px]"
    >
      <div className="flex items-center gap-1 text-xs font-bold uppercase text-muted">
        {t('Auto FLASK Bounty')}
        <Tooltip
          content={t(
            'Anyone may run the vault’s harvest: it collects every staker’s pending FLASK and stakes it again. Whoever runs it is paid %fee%% of what it collects.',
            { fee: callFee ?? '-' },
          )}
        >
          <button type="button" aria-label={t('About the bounty')} className="text-muted">
            <InfoIcon />
          </button>
        </Tooltip>
      </div>
      <div className="mt-2 flex items-center justify-between gap-4">
        <div>
          {vault ? (
            <>
              <p className="text-xl font-bold" data-testid="bounty-amount">
                {formatStaked(bounty, 18, undefined, locale)}
              </p>
              <p className="text-xs text-muted">~{formatUsd(amountToUsd(bounty, 18, market?.flaskPriceUsd), locale)}</p>
            </>
          ) : (
            <Skeleton className="h-6 w-24" />
          )}
        </div>
        <AsyncButton size="sm" disabled={reason !== undefined} title={reason} onClick={claimBounty}>
          {t('Claim')}
        </AsyncButton>
      </div>
    </section>
  );
}

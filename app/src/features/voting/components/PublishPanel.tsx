import { ConnectWalletButton } from '@/features/wallet';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import type { PublishRight } from '../data/usePublishRight.ts';
import { formatVotingPower } from '../logic/format.ts';

export function PublishPanel({
  right,
  snapshot,
  isPublishing,
  hubError,
}: {
  right: PublishRight;
  snapshot: string;
  isPublishing: boolean;
  hubError: string | undefined;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  if (right.kind === 'disconnected') {
    return (
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4" data-testid="publish-panel">
        <p className="text-muted">{t('Connect your wallet to publish a proposal.')}</p>
        <ConnectWalletButton fullWidth />
      </div>
    );
  }
  const power = 'power' in right ? right.power : undefined;
  return (
    <div
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4"
      data-testid="publish-panel"
      data-right={right.kind}
    >
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-muted">{t('Snapshot')}</dt>
          <dd className="font-mono">{snapshot || '-'}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted">{t('Your voting power')}</dt>
          <dd className="font-semibold" data-testid="author-voting-power">
            {right.kind === 'loading' ? (
              <Skeleton className="h-4 w-20" />
            ) : power === undefined ? (
              '-'
            ) : (
              `${formatVotingPower(power, locale)} FLASK`
            )}
          </dd>
        </div>
      </dl>
      {right.kind === 'core' && (
        <p className="text-sm font-semibold text-primary" data-testid="publish-core">
          {t('Core proposal')}
        </p>
      )}
      {right.kind === 'tooLittle' && (
        <p role="status" className="text-sm font-semibold text-danger" data-testid="publish-reason">
          {t('You need more voting power to publish a proposal')}
        </p>
      )}
      {right.kind === 'unknown' && (
        <p role="status" className="text-sm font-semibold text-danger" data-testid="publish-reason">
          {right.reason}
        </p>
      )}
      <Button
        type="submit"
        fullWidth
        isLoading={isPublishing}
        disabled={right.kind !== 'core' && right.kind !== 'community'}
      >
        {t('Publish')}
      </Button>
      {hubError && (
        <p role="alert" className="text-sm font-semibold text-danger" data-testid="publish-error">
          {hubError}
        </p>
      )}
    </div>
  );
}

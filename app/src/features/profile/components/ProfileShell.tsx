import type { ReactNode } from 'react';
import { ConnectWalletButton } from '@/features/wallet';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import type { ProfileStatus } from '../data/useProfileAccount.ts';

/** The frame both profile pages share: title, and what shows before the account's data is there. */
export function ProfileShell({
  title,
  status,
  testId,
  children,
}: {
  title: string;
  status: ProfileStatus;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8" data-testid={testId} data-status={status}>
      <h1 className="text-3xl font-bold text-primary">{title}</h1>
      {status === 'missing' && (
        <p role="status" className="rounded-2xl bg-warning/15 px-4 py-3 font-semibold">
          {t('Profiles are not available on this network.')}
        </p>
      )}
      {status === 'disconnected' && (
        <div className="flex flex-col items-start gap-3 rounded-3xl border border-border bg-card p-6">
          <p>{t('Connect your wallet to see your profile.')}</p>
          <ConnectWalletButton />
        </div>
      )}
      {status === 'loading' && <Skeleton className="h-64 w-full rounded-3xl" />}
      {status === 'error' && (
        <p role="alert" className="rounded-2xl bg-danger/10 px-4 py-3 font-semibold text-danger">
          {t('Error fetching data')}
        </p>
      )}
      {status === 'ready' && children}
    </section>
  );
}

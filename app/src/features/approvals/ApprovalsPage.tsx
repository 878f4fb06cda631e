import { useMemo, useState } from 'react';
import { ConnectWalletButton } from '@/features/wallet';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { type BatchProgress, useRevoke } from './actions/useRevoke.ts';
import { ApprovalList } from './components/ApprovalList.tsx';
import { useApprovals } from './data/useApprovals.ts';

/** /approvals: every allowance the account gave FlaskSwap contracts, with revoke one or several. */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const { status, rows, source } = useApprovals();
  const { revoking, batch, revokeOne, revokeSelected } = useRevoke();
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  // A revoked row leaves the list, and with it the selection.
  const selected = useMemo(
    () => new Set(rows.filter((row) => selection.has(row.key)).map((row) => row.key)),
    [rows, selection],
  );
  const busy = revoking.size > 0;
  const select = (key: string, on: boolean) =>
    setSelection((previous) => {
      const next = new Set(previous);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const allSelected = rows.length > 0 && selected.size === rows.length;

  return (
    <section
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8"
      data-testid="approvals-page"
      data-status={status}
      data-source={source}
    >
      <header>
        <h1 className="text-3xl font-black text-primary">{t('Token Approvals')}</h1>
        <p className="mt-2 text-muted">
          {t('FlaskSwap contracts your tokens are approved for. Revoke the approvals you no longer need.')}
        </p>
      </header>
      {status === 'disconnected' ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl border border-border bg-card p-8 text-center">
          <p className="font-semibold">{t('Connect your wallet to see your token approvals.')}</p>
          <ConnectWalletButton />
        </div>
      ) : status === 'unsupported' ? (
        <p role="status" className="rounded-2xl bg-warning/15 px-4 py-3 text-center font-semibold">
          {t('FlaskSwap is not deployed on this network.')}
        </p>
      ) : status === 'error' && rows.length === 0 ? (
        <p role="alert" className="rounded-2xl bg-danger/15 px-4 py-3 text-center font-semibold">
          {t('Your approvals could not be loaded. Please check your connection and try again.')}
        </p>
      ) : status === 'loading' ? (
        <div
          className="flex flex-col gap-3 rounded-3xl border border-border bg-card p-4"
          data-testid="approvals-loading"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p
          className="rounded-3xl border border-border bg-card p-8 text-center font-semibold"
          data-testid="approvals-empty"
        >
          {t('No token approvals to FlaskSwap contracts')}
        </p>
      ) : (
        <div className="flex flex-col gap-4 rounded-3xl border border-border bg-card p-4 sm:p-2">
          <div className="flex flex-wrap items-center justify-between gap-3 sm:px-2 sm:pt-2">
            <label className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
              <input
                type="checkbox"
                checked={allSelected}
                disabled={busy}
                onChange={(event) =>
                  setSelection(event.target.checked ? new Set(rows.map((row) => row.key)) : new Set())
                }
                className="size-4 accent-primary"
              />
              {t('Select all')}
            </label>
            <Button
              size="sm"
              variant="danger"
              disabled={selected.size === 0 || busy}
              isLoading={batch.state === 'running'}
              onClick={() => void revokeSelected(rows.filter((row) => selected.has(row.key)))}
            >
              {t('Revoke selected')}
            </Button>
          </div>
          <BatchStatus batch={batch} />
          <ApprovalList
            rows={rows}
            selected={selected}
            onSelect={select}
            revoking={revoking}
            busy={busy}
            onRevoke={(row) => void revokeOne(row)}
          />
        </div>
      )}
      {source === 'chain' && status === 'ready' && (
        <p className="text-center text-xs text-muted" data-testid="approvals-chain-source">
          {t('The indexer is unavailable: approvals were found from the chain directly.')}
        </p>
      )}
    </section>
  );
}

/** 'Revoking 2 of 3…' while a run goes, or why it stopped; announced to screen readers. */
function BatchStatus({ batch }: { batch: BatchProgress }) {
  const { t } = useTranslation();
  const text =
    batch.state === 'running'
      ? t('Revoking %current% of %total%…', { current: batch.current, total: batch.total })
      : batch.state === 'stopped' && batch.reason === 'rejected'
        ? t(
            'Stopped: you rejected revoke %current% of %total% in your wallet. The approvals not revoked yet are still selected.',
            {
              current: batch.done + 1,
              total: batch.total,
            },
          )
        : batch.state === 'stopped'
          ? t('Stopped: revoke %current% of %total% failed. The approvals not revoked yet are still selected.', {
              current: batch.done + 1,
              total: batch.total,
            })
          : '';
  return (
    <p role="status" aria-live="polite" className="min-h-5 px-2 text-sm font-semibold" data-testid="revoke-progress">
      {text}
    </p>
  );
}

import { useCallback, useRef, useState } from 'react';
import { approveRequest } from '@/chain/approveRequest.ts';
import { useSendAndWait } from '@/chain/tx/useSendAndWait.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useToast } from '@/ui/Toast.tsx';
import type { ApprovalRow } from '../logic/approvalRows.ts';

export type RevokeOutcome = 'revoked' | 'rejected' | 'failed';

/** Where a 'Revoke selected' run is: sending the n-th of total, or stopped (and why). */
export type BatchProgress =
  | { state: 'idle' }
  | { state: 'running'; current: number; total: number }
  | { state: 'stopped'; reason: 'rejected' | 'failed'; done: number; total: number };

/**
 * Revoke = approve 0 through the shared useSendAndWait (simulate, wallet, receipt), then a toast. One row
 * at a time, or the selected rows one after another: a refusal in the wallet (code 4001) or a
 * failure stops the run, and the rows not yet revoked stay as they were.
 */
export function useRevoke() {
  const { t } = useTranslation();
  const sendAndWait = useSendAndWait();
  const { toastSuccess, toastError } = useToast();
  const [revoking, setRevoking] = useState<ReadonlySet<string>>(new Set());
  const [batch, setBatch] = useState<BatchProgress>({ state: 'idle' });
  const busy = useRef(false);

  const mark = useCallback((key: string, on: boolean) => {
    setRevoking((previous) => {
      const next = new Set(previous);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const revokeRow = useCallback(
    async (row: ApprovalRow): Promise<RevokeOutcome> => {
      const spender = t(row.spender.label, row.spender.values);
      const symbol = row.tokenLabel.symbol;
      mark(row.key, true);
      const outcome = await sendAndWait([
        approveRequest({
          t,
          token: row.token,
          spender: row.spender.address,
          amount: 0n,
          symbol,
          summary: t('Revoke %symbol% approval for %spender%', { symbol, spender }),
        }),
      ]);
      mark(row.key, false);
      if (outcome.status === 'confirmed') {
        toastSuccess(t('Approval revoked'), t('%spender% can no longer spend your %symbol%.', { spender, symbol }));
        return 'revoked';
      }
      if (outcome.status === 'failed') toastError(t('Error'), t(outcome.message.key, outcome.message.data));
      return outcome.status;
    },
    [sendAndWait, t, toastSuccess, toastError, mark],
  );

  const revokeOne = useCallback(
    async (row: ApprovalRow) => {
      if (busy.current) return;
      busy.current = true;
      setBatch({ state: 'idle' });
      try {
        await revokeRow(row);
      } finally {
        busy.current = false;
      }
    },
    [revokeRow],
  );

  const revokeSelected = useCallback(
    async (rows: readonly ApprovalRow[]) => {
      if (busy.current || rows.length === 0) return;
      busy.current = true;
      const total = rows.length;
      try {
        for (const [index, row] of rows.entries()) {
          setBatch({ state: 'running', current: index + 1, total });
          const outcome = await revokeRow(row);
          if (outcome !== 'revoked') {
            setBatch({ state: 'stopped', reason: outcome, done: index, total });
            return;
          }
        }
        setBatch({ state: 'idle' });
      } finally {
        busy.current = false;
      }
    },
    [revokeRow],
  );

  return { revoking, batch, revokeOne, revokeSelected };
}

import type { Chain } from 'viem';
import { explorerLink } from '@/chain/chains.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { type MessageText, msg } from '@/i18n/message.ts';
import type { TransactionRecord } from '@/state/slices/transactions.ts';
import { cn } from '@/ui/cn.ts';
import { ExternalLink } from '@/ui/ExternalLink.tsx';
import { CheckIcon, CrossIcon, ExternalIcon, ReplacedIcon } from '@/ui/icons.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { type TransactionStatus, transactionStatus } from './transactionStatus.ts';

const STATUS_LABEL: Record<TransactionStatus, MessageText> = {
  pending: msg('Pending'),
  success: msg('Success'),
  failed: msg('Failed'),
  replaced: msg('Replaced'),
};

const STATUS_ICON = { success: CheckIcon, failed: CrossIcon, replaced: ReplacedIcon } as const;

/** One recent transaction: its summary (a BscScan link where the chain has an explorer) and status. */
export function TransactionRow({ tx, chain }: { tx: TransactionRecord; chain: Chain }) {
  const { t } = useTranslation();
  const status = transactionStatus(tx);
  const link = explorerLink(chain, { transaction: tx.hash });
  const summary = tx.summary ?? tx.hash;
  const StatusGlyph = status === 'pending' ? undefined : STATUS_ICON[status];
  return (
    <li className="flex items-center justify-between gap-3 py-2" data-testid={`transaction-${status}`}>
      {link ? (
        <ExternalLink href={link} className="min-w-0 truncate text-sm">
          {summary} <ExternalIcon className="inline" />
        </ExternalLink>
      ) : (
        <span className="min-w-0 truncate text-sm">{summary}</span>
      )}
      <span
        className={cn(
          'flex shrink-0 items-center gap-1 text-sm font-semibold',
          status === 'success' && 'text-success',
          status === 'failed' && 'text-danger',
          (status === 'pending' || status === 'replaced') && 'text-muted',
        )}
      >
        {status === 'pending' ? <Spinner label={t(STATUS_LABEL.pending)} /> : StatusGlyph && <StatusGlyph />}
        <span className={status === 'pending' ? 'sr-only' : 'sr-only sm:not-sr-only'}>{t(STATUS_LABEL[status])}</span>
      </span>
    </li>
  );
}

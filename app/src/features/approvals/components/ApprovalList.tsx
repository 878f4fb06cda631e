import { formatAmount, formatDateTime, Token } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { useActiveChain } from '@/chain/activeChain.ts';
import { explorerLink } from '@/chain/chains.ts';
import { CurrencyLogo, useAllTokens } from '@/features/tokens';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import type { ApprovalRow } from '../logic/approvalRows.ts';

export interface ApprovalListProps {
  rows: readonly ApprovalRow[];
  selected: ReadonlySet<string>;
  onSelect(key: string, on: boolean): void;
  revoking: ReadonlySet<string>;
  /** A revoke is under way: other revoke buttons wait. */
  busy: boolean;
  onRevoke(row: ApprovalRow): void;
}

/** The rows as a table from sm up, as cards below; each with its checkbox and Revoke button. */
export function ApprovalList(props: ApprovalListProps) {
  const { t } = useTranslation();
  return (
    <>
      <table className="hidden w-full text-sm sm:table" data-testid="approval-table">
        <caption className="sr-only">{t('Token Approvals')}</caption>
        <thead>
          <tr className="border-b border-border text-start text-xs font-semibold text-muted">
            <th scope="col" className="w-10 px-4 py-3">
              <span className="sr-only">{t('Select')}</span>
            </th>
            <th scope="col" className="px-2 py-3 text-start">
              {t('Token')}
            </th>
            <th scope="col" className="px-2 py-3 text-start">
              {t('Spender')}
            </th>
            <th scope="col" className="px-2 py-3 text-end">
              {t('Amount')}
            </th>
            <th scope="col" className="px-2 py-3 text-end">
              {t('Last change')}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{t('Action')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <ApprovalTableRow key={row.key} row={row} {...props} />
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 sm:hidden" data-testid="approval-cards">
        {props.rows.map((row) => (
          <ApprovalCard key={row.key} row={row} {...props} />
        ))}
      </ul>
    </>
  );
}

type ItemProps = ApprovalListProps & { row: ApprovalRow };

function ApprovalTableRow({ row, ...props }: ItemProps) {
  const { t } = useTranslation();
  return (
    <tr
      className="border-b border-border last:border-b-0"
      data-testid="approval-row"
      data-token={row.token}
      data-spender={row.spender.address}
    >
      <td className="px-4 py-3">
        <SelectBox row={row} {...props} />
      </td>
      <td className="px-2 py-3">
        <TokenCell row={row} />
      </td>
      <td className="px-2 py-3 font-semibold" data-testid="approval-spender">
        {t(row.spender.label, row.spender.values)}
      </td>
      <td className="px-2 py-3 text-end font-mono" data-testid="approval-amount">
        <AmountText row={row} />
      </td>
      <td className="px-2 py-3 text-end text-muted">
        <LastChange row={row} />
      </td>
      <td className="px-4 py-3 text-end">
        <RevokeButton row={row} {...props} />
      </td>
    </tr>
  );
}

function ApprovalCard({ row, ...props }: ItemProps) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4" data-testid="approval-card">
      <div className="flex items-center justify-between gap-3">
        <TokenCell row={row} />
        <SelectBox row={row} {...props} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('Spender')}</dt>
        <dd className="text-end font-semibold">{t(row.spender.label, row.spender.values)}</dd>
        <dt className="text-muted">{t('Amount')}</dt>
        <dd className="text-end font-mono">
          <AmountText row={row} />
        </dd>
        <dt className="text-muted">{t('Last change')}</dt>
        <dd className="text-end">
          <LastChange row={row} />
        </dd>
      </dl>
      <RevokeButton row={row} {...props} fullWidth />
    </li>
  );
}

function TokenCell({ row }: { row: ApprovalRow }) {
  const { chain } = useActiveChain();
  const listed = useAllTokens()[row.token];
  const { symbol, decimals } = row.tokenLabel;
  // A token on no list still gets its devnet logo or the placeholder with its symbol.
  const currency = useMemo(
    () =>
      listed ?? new Token({ chainId: chain.id, address: row.token, decimals: decimals ?? 18, symbol, name: symbol }),
    [listed, chain.id, row.token, decimals, symbol],
  );
  return (
    <span className="flex min-w-0 items-center gap-2 font-semibold">
      <CurrencyLogo currency={currency} size={24} />
      <span className="truncate" data-testid="approval-token">
        {symbol}
      </span>
    </span>
  );
}

function AmountText({ row }: { row: ApprovalRow }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  if (row.unlimited) return <>{t('Unlimited')}</>;
  const { decimals, symbol } = row.tokenLabel;
  const amount =
    decimals === undefined
      ? row.allowance.toString()
      : formatAmount(row.allowance, decimals, 6, { locale, grouping: true });
  return <>{t('%amount% %symbol%', { amount, symbol })}</>;
}

function LastChange({ row }: { row: ApprovalRow }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { chain } = useActiveChain();
  const { timestamp, blockNumber, transactionHash } = row.lastChange;
  const text =
    timestamp === undefined
      ? t('Block %number%', { number: blockNumber.toString() })
      : formatDateTime(timestamp, locale);
  const href = explorerLink(chain, { transaction: transactionHash });
  return href ? (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="text-primary underline underline-offset-2 hover:no-underline"
    >
      {text}
    </a>
  ) : (
    <span data-tx-hash={transactionHash}>{text}</span>
  );
}

function SelectBox({ row, selected, onSelect, revoking }: ItemProps) {
  const { t } = useTranslation();
  const spender = t(row.spender.label, row.spender.values);
  return (
    <input
      type="checkbox"
      aria-label={t('Select %symbol% for %spender%', { symbol: row.tokenLabel.symbol, spender })}
      checked={selected.has(row.key)}
      disabled={revoking.has(row.key)}
      onChange={(event) => onSelect(row.key, event.target.checked)}
      className="size-4 accent-primary"
    />
  );
}

function RevokeButton({ row, revoking, busy, onRevoke, fullWidth }: ItemProps & { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const spender = t(row.spender.label, row.spender.values);
  return (
    <Button
      variant="secondary"
      size="sm"
      fullWidth={fullWidth}
      isLoading={revoking.has(row.key)}
      disabled={busy}
      aria-label={t('Revoke %symbol% for %spender%', { symbol: row.tokenLabel.symbol, spender })}
      onClick={() => onRevoke(row)}
    >
      {revoking.has(row.key) ? t('Revoking') : t('Revoke')}
    </Button>
  );
}

import { isUnlimitedAllowance, type Manifest } from '@flaskswap/sdk';
import type { Address, Hex } from 'viem';
import type { Spender } from './spenders.ts';

/** One Approval event of the account, from the indexer or from the chain's logs. */
export interface ApprovalEvent {
  token: Address;
  spender: Address;
  blockNumber: bigint;
  /** Unix seconds; undefined until the block's time is known. */
  timestamp: number | undefined;
  transactionHash: Hex;
  /** Orders events of one block; the indexer's answer is already ordered and leaves it undefined. */
  logIndex?: number;
}

export const pairKey = (token: Address, spender: Address) => `${token.toLowerCase()}:${spender.toLowerCase()}`;

/** The latest event per token and spender, newest first: the allowances to read now. */
export function latestPerPair(events: readonly ApprovalEvent[]): ApprovalEvent[] {
  const newestFirst = [...events].sort((a, b) =>
    a.blockNumber === b.blockNumber ? (b.logIndex ?? 0) - (a.logIndex ?? 0) : a.blockNumber > b.blockNumber ? -1 : 1,
  );
  const seen = new Set<string>();
  return newestFirst.filter((event) => {
    const key = pairKey(event.token, event.spender);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What the page knows of a token: its name as shown, and its decimals (undefined when unread). */
export interface TokenLabel {
  symbol: string;
  decimals: number | undefined;
}

/** A row of the page: a current allowance above zero, its token, its spender and its last change. */
export interface ApprovalRow {
  key: string;
  token: Address;
  tokenLabel: TokenLabel;
  spender: Spender;
  allowance: bigint;
  unlimited: boolean;
  lastChange: ApprovalEvent;
}

/**
 * The rows to show: candidates whose spender is a FlaskSwap contract and whose allowance, as the
 * chain reads it now, is above zero (a failed read confirms nothing and shows nothing).
 */
export function approvalRows(
  candidates: readonly ApprovalEvent[],
  allowances: readonly (bigint | null | undefined)[],
  spenders: readonly Spender[],
  tokenLabelOf: (token: Address) => TokenLabel,
): ApprovalRow[] {
  const spenderByAddress = new Map(spenders.map((spender) => [spender.address.toLowerCase(), spender]));
  return candidates.flatMap((candidate, i) => {
    const allowance = allowances[i];
    const spender = spenderByAddress.get(candidate.spender.toLowerCase());
    if (!spender || allowance === null || allowance === undefined || allowance === 0n) return [];
    return [
      {
        key: pairKey(candidate.token, candidate.spender),
        token: candidate.token,
        tokenLabel: tokenLabelOf(candidate.token),
        spender,
        allowance,
        unlimited: isUnlimitedAllowance(allowance),
        lastChange: candidate,
      },
    ];
  });
}

/** The manifest's names of its LP tokens ('FLASK-BUSD LP'), by address. */
export function manifestLpNames(manifest: Manifest): Map<string, string> {
  const names = new Map<string, string>();
  const add = (address: string, symbol: string) => names.set(address.toLowerCase(), symbol);
  for (const pair of [...(manifest.farms ?? []), ...(manifest.pricePairs ?? [])]) add(pair.lpAddress, pair.lpSymbol);
  for (const pair of manifest.competition?.eligiblePairs ?? []) add(pair.address, pair.symbol);
  for (const sale of manifest.ifo?.sales ?? []) add(sale.currency.address, sale.currency.symbol);
  return names;
}

/** The wrapped native token is shown as the native one in a pair's name, as the manifest does. */
const shownSymbol = (symbol: string) => (symbol === 'WBNB' ? 'BNB' : symbol);

/** A pair the manifest does not list, named by its two tokens in the pair's order. */
export function pairName(symbol0: string, symbol1: string): string {
  return `${shownSymbol(symbol0)}-${shownSymbol(symbol1)} LP`;
}

/** An approval this app sent, as the transaction store keeps it. */
export interface SentApproval {
  hash: Hex;
  approval?: { tokenAddress: Address; spender: Address };
  /** ms since epoch */
  confirmedTime?: number;
  receipt?: { blockNumber: number; status: 0 | 1 };
}

/**
 * Approvals this app sent and saw confirmed, as events: they show before the indexer has them,
 * and for tokens it does not index.
 */
export function sentApprovalEvents(records: readonly SentApproval[]): ApprovalEvent[] {
  return records.flatMap(({ hash, approval, confirmedTime, receipt }) =>
    approval && receipt?.status === 1
      ? [
          {
            token: approval.tokenAddress,
            spender: approval.spender,
            blockNumber: BigInt(receipt.blockNumber),
            timestamp: confirmedTime === undefined ? undefined : Math.floor(confirmedTime / 1000),
            transactionHash: hash,
          },
        ]
      : [],
  );
}

// A recent-transactions row as people read it: "Swap BNB for FLASK" with both amounts.
import { rawToNumber } from './units.ts';

export type TransactionKind = 'swap' | 'add' | 'remove';
export type TransactionFilter = 'all' | TransactionKind;
export const TRANSACTION_FILTERS: readonly TransactionFilter[] = ['all', 'swap', 'add', 'remove'];

export interface RawTransaction {
  id: string;
  kind: TransactionKind;
  pair: string;
  token0: string;
  token1: string;
  account: string;
  amount0In: string;
  amount1In: string;
  amount0Out: string;
  amount1Out: string;
  amountUsd: number;
  timestamp: string;
  txHash: string;
}

export interface TokenLabel {
  symbol: string;
  decimals: number;
}

export interface TransactionView {
  id: string;
  kind: TransactionKind;
  txHash: string;
  account: string;
  /** The token that went in first (swaps: the sold token). */
  tokenA: string;
  tokenB: string;
  amountA: number;
  amountB: number;
  amountUsd: number;
  timestamp: number;
}

/**
 * Names the two sides: a swap sells what came in and buys what went out; adds and removes list
 * token0 then token1 with the amounts that moved. Unknown tokens read as '?' with 18 decimals.
 */
export function describeTransaction(tx: RawTransaction, tokens: ReadonlyMap<string, TokenLabel>): TransactionView {
  const token0 = tokens.get(tx.token0) ?? { symbol: '?', decimals: 18 };
  const token1 = tokens.get(tx.token1) ?? { symbol: '?', decimals: 18 };
  const in0 = rawToNumber(tx.amount0In, token0.decimals);
  const in1 = rawToNumber(tx.amount1In, token1.decimals);
  const out0 = rawToNumber(tx.amount0Out, token0.decimals);
  const out1 = rawToNumber(tx.amount1Out, token1.decimals);
  const base = { id: tx.id, kind: tx.kind, txHash: tx.txHash, account: tx.account, amountUsd: tx.amountUsd };
  const timestamp = Number(tx.timestamp);
  if (tx.kind === 'swap') {
    const sellsToken0 = in0 - out0 > 0;
    return sellsToken0
      ? { ...base, timestamp, tokenA: token0.symbol, tokenB: token1.symbol, amountA: in0 - out0, amountB: out1 - in1 }
      : { ...base, timestamp, tokenA: token1.symbol, tokenB: token0.symbol, amountA: in1 - out1, amountB: out0 - in0 };
  }
  const [amountA, amountB] = tx.kind === 'add' ? [in0, in1] : [out0, out1];
  return { ...base, timestamp, tokenA: token0.symbol, tokenB: token1.symbol, amountA, amountB };
}

/** "5m ago" style age of a transaction. */
export function ageOf(timestamp: number, nowSeconds: number): { value: number; unit: 's' | 'm' | 'h' | 'd' } {
  const seconds = Math.max(0, nowSeconds - timestamp);
  if (seconds < 60) return { value: seconds, unit: 's' };
  if (seconds < 3_600) return { value: Math.floor(seconds / 60), unit: 'm' };
  if (seconds < 86_400) return { value: Math.floor(seconds / 3_600), unit: 'h' };
  return { value: Math.floor(seconds / 86_400), unit: 'd' };
}

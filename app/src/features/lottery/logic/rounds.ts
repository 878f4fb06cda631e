// What the round panels show: brackets with their FLASK and USD prizes, the account's tickets
// with their matched digits, the countdown.
import { bracketPool, matchingDigits, ticketBracket, ticketDigits } from '@flaskswap/sdk';
import { formatUnits } from 'viem';
import type { LotteryRound } from '../data/types.ts';

/** FLASK (18 decimals) in USD at `flaskUsd`; undefined while the price is unknown. */
export function flaskToUsd(amount: bigint, flaskUsd: number | undefined): number | undefined {
  return flaskUsd === undefined ? undefined : Number(formatUnits(amount, 18)) * flaskUsd;
}

export interface BracketRow {
  bracket: number;
  /** How many leading digits it takes (bracket + 1). */
  digits: number;
  /** The bracket's share of the pot (before the draw: what it would pay in total). */
  pool: bigint;
  /** Each winner's prize once drawn. */
  perWinner: bigint;
  winners: bigint;
}

/** Bracket 5 (all six digits) first, as the draw is read: the biggest prize on top. */
export function bracketRows(round: LotteryRound): BracketRow[] {
  return round.rewardsBreakdown
    .map((share, bracket) => ({
      bracket,
      digits: bracket + 1,
      pool: bracketPool(round.amountCollectedInFlask, round.amountInjectedInFlask, round.treasuryFee, share),
      perWinner: round.flaskPerBracket[bracket] ?? 0n,
      winners: round.countWinnersPerBracket[bracket] ?? 0n,
    }))
    .reverse();
}

export interface TicketView {
  id: bigint;
  digits: string;
  /** Leading digits shared with the winning number (0 before the draw). */
  matched: number;
  bracket: number | undefined;
  claimed: boolean;
}

export function ticketViews(
  tickets: readonly { id: bigint; number: bigint; claimed: boolean }[],
  finalNumber: bigint,
): TicketView[] {
  const drawn = finalNumber > 0n;
  return tickets.map((ticket) => ({
    id: ticket.id,
    digits: ticketDigits(ticket.number),
    matched: drawn ? matchingDigits(ticket.number, finalNumber) : 0,
    bracket: drawn ? ticketBracket(ticket.number, finalNumber) : undefined,
    claimed: ticket.claimed,
  }));
}

/** 'Xh Ym Zs' until `endTime` (chain seconds); undefined once it passed. */
export function countdown(
  endTime: bigint,
  nowSeconds: bigint,
): { hours: number; minutes: number; seconds: number } | undefined {
  const left = Number(endTime - nowSeconds);
  if (left <= 0) return undefined;
  return { hours: Math.floor(left / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}

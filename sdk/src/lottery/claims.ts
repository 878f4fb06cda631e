// "Check now": the account's winning, unclaimed tickets, in claim transactions of at most `max` tickets.
import { ticketBracket } from './brackets.ts';

export interface LotteryTicket {
  id: bigint;
  number: bigint;
  claimed: boolean;
}

export interface WinningTicket extends LotteryTicket {
  bracket: number;
  prize: bigint;
}

/** Tickets that win a bracket with a prize and are not claimed yet. */
export function winningTickets(
  tickets: readonly LotteryTicket[],
  finalNumber: bigint,
  flaskPerBracket: readonly bigint[],
): WinningTicket[] {
  const winning: WinningTicket[] = [];
  for (const ticket of tickets) {
    if (ticket.claimed) continue;
    const bracket = ticketBracket(ticket.number, finalNumber);
    const prize = bracket === undefined ? 0n : (flaskPerBracket[bracket] ?? 0n);
    if (bracket !== undefined && prize > 0n) winning.push({ ...ticket, bracket, prize });
  }
  return winning;
}

export interface ClaimBatch {
  lotteryId: bigint;
  ticketIds: bigint[];
  brackets: number[];
  total: bigint;
}

/** Splits one round's winning tickets into claimTickets calls of at most `max` tickets. */
export function claimBatches(lotteryId: bigint, tickets: readonly WinningTicket[], max: number): ClaimBatch[] {
  if (max < 1) throw new RangeError('max must be at least 1');
  const batches: ClaimBatch[] = [];
  for (let start = 0; start < tickets.length; start += max) {
    const slice = tickets.slice(start, start + max);
    batches.push({
      lotteryId,
      ticketIds: slice.map((ticket) => ticket.id),
      brackets: slice.map((ticket) => ticket.bracket),
      total: slice.reduce((sum, ticket) => sum + ticket.prize, 0n),
    });
  }
  return batches;
}
